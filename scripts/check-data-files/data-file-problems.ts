import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { z } from '@/lib/zod';
import type { DataFile } from '@/features/catalogue/data-files';

export const publicDir = join(dirname(fileURLToPath(import.meta.url)), '../../public');

/** How failures name a served path: public/data/x.json. */
export function fileLabel(urlPath: string): string {
  return `public${urlPath}`;
}

/** Names one field of a file: public/data/x.json[3].price. */
export function fieldLabel(urlPath: string, ...path: readonly PropertyKey[]): string {
  return fileLabel(urlPath) + path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('');
}

export function publicFileExists(urlPath: string): boolean {
  const file = join(publicDir, urlPath);
  return existsSync(file) && statSync(file).isFile();
}

export function readPublicJson(urlPath: string): unknown {
  return JSON.parse(readFileSync(join(publicDir, urlPath), 'utf8'));
}

export function schemaProblems(urlPath: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${fieldLabel(urlPath, ...issue.path)}: ${issue.message}`);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Fields whose parsed value differs from the file's (e.g. untrimmed text): the browser uses the file as it is. */
function unparsedFields(urlPath: string, stored: unknown, parsed: unknown, path: PropertyKey[] = []): string[] {
  if (isDeepStrictEqual(stored, parsed)) return [];
  if (isRecord(stored) && isRecord(parsed) && Array.isArray(stored) === Array.isArray(parsed)) {
    const keys = new Set([...Object.keys(stored), ...Object.keys(parsed)]);
    return [...keys].flatMap((key) => {
      const step = Array.isArray(stored) ? Number(key) : key;
      return unparsedFields(urlPath, stored[key], parsed[key], [...path, step]);
    });
  }
  return [`${fieldLabel(urlPath, ...path)}: stored as ${JSON.stringify(stored)}, parses to ${JSON.stringify(parsed)}; store the parsed value`];
}

/** Why content cannot be served as the file's type: its schema rejects it, or parsing would change it. */
export function contentProblems(entry: Pick<DataFile, 'path' | 'schema'>, content: unknown): string[] {
  const result = entry.schema.safeParse(content);
  return result.success ? unparsedFields(entry.path, content, result.data) : schemaProblems(entry.path, result.error);
}

/** The problems of a registry file as public/ serves it; none means the browser may trust its type. */
export function dataFileProblems(entry: Pick<DataFile, 'path' | 'schema'>): string[] {
  if (!publicFileExists(entry.path)) return [`${fileLabel(entry.path)}: missing`];
  let content: unknown;
  try {
    content = readPublicJson(entry.path);
  } catch (error) {
    return [`${fileLabel(entry.path)}: not valid JSON (${error instanceof Error ? error.message : String(error)})`];
  }
  return contentProblems(entry, content);
}
