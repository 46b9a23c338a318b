import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFieldCipher, FieldDecryptionError, type FieldKey } from '../../server/security/field-cipher';
import { FIELD_KEY_FILE_NAME, loadFieldKeyring, loadOrCreateKeyFile } from '../../server/security/field-keys';

const OLD: FieldKey = { id: '2024', key: Buffer.alloc(32, 7) };
const NEW: FieldKey = { id: '2025', key: Buffer.alloc(32, 9) };
const AADHAAR = 'patients.aadhar_number';

const cipherWith = (current: FieldKey, ...others: FieldKey[]) =>
  createFieldCipher({ current, byId: new Map([current, ...others].map(({ id, key }) => [id, key])) });

describe('field cipher', () => {
  it('round-trips a value, in the enc:v1 format with its key id, never the same twice', () => {
    const cipher = cipherWith(NEW);
    const first = cipher.encrypt('123412341234', AADHAAR);
    const second = cipher.encrypt('123412341234', AADHAAR);
    expect(first).toMatch(/^enc:v1:2025:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(second).not.toBe(first);
    expect(cipher.decrypt(first, AADHAAR)).toBe('123412341234');
  });

  it('reads a value written under a retired key and writes with the current one', () => {
    const written = cipherWith(OLD).encrypt('PMJAY98765', 'patients.pmjay_id');
    const rotated = cipherWith(NEW, OLD);
    expect(rotated.decrypt(written, 'patients.pmjay_id')).toBe('PMJAY98765');
    expect(rotated.encrypt('PMJAY98765', 'patients.pmjay_id')).toMatch(/^enc:v1:2025:/);
  });

  it('refuses a value whose key is not configured, naming only the key id', () => {
    const written = cipherWith(OLD).encrypt('PMJAY98765', 'patients.pmjay_id');
    const attempt = () => cipherWith(NEW).decrypt(written, 'patients.pmjay_id');
    expect(attempt).toThrow(FieldDecryptionError);
    expect(attempt).toThrow('key "2024", which is not configured');
  });

  it('refuses a tampered ciphertext, tag or key id', () => {
    const cipher = cipherWith(NEW, OLD);
    const stored = cipher.encrypt('123412341234', AADHAAR);
    const [prefix, version, , iv, tag, body] = stored.split(':') as [string, string, string, string, string, string];
    const flipped = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    for (const tampered of [
      [prefix, version, '2025', iv, tag, flipped(body)],
      [prefix, version, '2025', iv, flipped(tag), body],
      [prefix, version, '2025', flipped(iv), tag, body],
      [prefix, version, '2024', iv, tag, body],
    ]) {
      expect(() => cipher.decrypt(tampered.join(':'), AADHAAR)).toThrow(/failed authentication/);
    }
    expect(() => cipher.decrypt('enc:v1:2025:only-three', AADHAAR)).toThrow(/not in the enc:v1 format/);
    expect(() => cipher.decrypt('123412341234', AADHAAR)).toThrow(FieldDecryptionError);
  });

  it('refuses a value moved into another column', () => {
    const cipher = cipherWith(NEW);
    const aadhaar = cipher.encrypt('123412341234', AADHAAR);
    expect(() => cipher.decrypt(aadhaar, 'patients.insurance_policy_number')).toThrow(/copied from another column/);
  });
});

describe('field keys', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'healvia-keys-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('generates a key file once, readable only by its owner, and reuses it', () => {
    const dataDir = freshDir();
    const first = loadOrCreateKeyFile(dataDir);
    const file = path.join(dataDir, FIELD_KEY_FILE_NAME);
    const contents = readFileSync(file, 'utf8');
    expect(first.key).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const again = loadOrCreateKeyFile(dataDir);
    expect(again).toEqual(first);
    expect(readFileSync(file, 'utf8')).toBe(contents);
    expect(loadFieldKeyring(dataDir, { retired: [] }).current).toEqual(first);
  });

  it('keeps a key file from before an environment key, for reading only', () => {
    const dataDir = freshDir();
    const generated = loadOrCreateKeyFile(dataDir);
    const stored = createFieldCipher(loadFieldKeyring(dataDir, { retired: [] })).encrypt('RC-556677', 'patients.other_id_proof');

    const keyring = loadFieldKeyring(dataDir, { current: NEW, retired: [OLD] });
    expect(keyring.current).toEqual(NEW);
    expect([...keyring.byId.keys()].sort()).toEqual(['2024', '2025', generated.id].sort());
    expect(createFieldCipher(keyring).decrypt(stored, 'patients.other_id_proof')).toBe('RC-556677');
  });

  it('creates no key file when the environment gives the key', () => {
    const dataDir = freshDir();
    loadFieldKeyring(dataDir, { current: NEW, retired: [] });
    expect(() => statSync(path.join(dataDir, FIELD_KEY_FILE_NAME))).toThrow();
  });

  it('refuses a damaged key file instead of making a new key', () => {
    const dataDir = freshDir();
    writeFileSync(path.join(dataDir, FIELD_KEY_FILE_NAME), 'short');
    expect(() => loadOrCreateKeyFile(dataDir)).toThrow(/restore it from your backup/);
  });
});
