import { createHash, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FieldKey, FieldKeyring } from './field-cipher';

export const FIELD_KEY_FILE_NAME = 'field-encryption-key';
const KEY_BYTES = 32;

/** What the environment says: an optional current key, and retired keys kept only for reading. */
export type FieldKeySettings = { current?: FieldKey; retired: FieldKey[] };

/** A key without a given id is known by a short fingerprint, so the same key always has the same id. */
export function defaultKeyId(key: Buffer): string {
  return `k${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
}

/** Standard or URL-safe base64 of exactly 32 bytes, or undefined. */
export function decodeKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === KEY_BYTES ? key : undefined;
}

function readKeyFile(file: string): FieldKey {
  const key = decodeKey(readFileSync(file, 'utf8'));
  if (!key) throw new Error(`${file} does not hold a base64 key of 32 bytes; restore it from your backup`);
  return { id: defaultKeyId(key), key };
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

/**
 * The key generated on first start into the data dir. It is written under a temporary name and linked
 * into place, so a second process starting at the same moment reads either no file or a whole one.
 */
export function loadOrCreateKeyFile(dataDir: string): FieldKey {
  const file = path.join(dataDir, FIELD_KEY_FILE_NAME);
  mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(draft, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { flag: 'wx', mode: 0o600, flush: true });
  try {
    linkSync(draft, file);
  } catch (error) {
    if (!isCode(error, 'EEXIST')) throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readKeyFile(file);
}

function readKeyFileIfPresent(dataDir: string): FieldKey | undefined {
  try {
    return readKeyFile(path.join(dataDir, FIELD_KEY_FILE_NAME));
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

/**
 * The environment's key encrypts when set, else the data dir's key file (created when missing). Retired
 * keys, and a key file left from before the environment set a key, still decrypt older values.
 */
export function loadFieldKeyring(dataDir: string, settings: FieldKeySettings): FieldKeyring {
  const current = settings.current ?? loadOrCreateKeyFile(dataDir);
  const fileKey = settings.current ? readKeyFileIfPresent(dataDir) : undefined;
  const byId = new Map<string, Buffer>();
  for (const { id, key } of [current, ...settings.retired, ...(fileKey ? [fileKey] : [])]) {
    const known = byId.get(id);
    if (known && !known.equals(key)) throw new Error(`Two different field encryption keys share the id "${id}"`);
    byId.set(id, key);
  }
  return { current, byId };
}
