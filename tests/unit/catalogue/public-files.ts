import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { z } from 'zod';
import { dataFiles, type DataFileContent, type DataFilePath } from '@/features/catalogue/data-files';

export const publicDir = join(process.cwd(), 'public');

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

/** A registry file parsed by its schema; throws with every schema problem named when it does not parse. */
export function loadDataFile<P extends DataFilePath>(path: P): DataFileContent<P> {
  const entry = dataFiles.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`${path} is not in the registry`);
  const result = entry.schema.safeParse(readPublicJson(path));
  if (!result.success) throw new Error(schemaProblems(path, result.error).join('\n'));
  return result.data as DataFileContent<P>;
}

/** Every file under a public/ folder, as served paths (/images/…). */
export function listPublicFiles(folder: string): string[] {
  const root = join(publicDir, folder);
  if (!existsSync(root)) return [];
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(`/${relative(publicDir, full).split(sep).join('/')}`);
    }
  };
  walk(root);
  return files.sort();
}

export function publicFileSize(urlPath: string): number {
  return statSync(join(publicDir, urlPath)).size;
}

/** Every /images/… string anywhere in a parsed file, with the field that holds it. */
export function imageReferences(urlPath: string, value: unknown, path: PropertyKey[] = []): { image: string; field: string }[] {
  if (typeof value === 'string') return value.startsWith('/images/') ? [{ image: value, field: fieldLabel(urlPath, ...path) }] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => imageReferences(urlPath, item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => imageReferences(urlPath, item, [...path, key]));
  }
  return [];
}

export type Catalogue = { readonly [P in DataFilePath]: DataFileContent<P> };

/** Every registry file, parsed; throws with the schema problems of the first file that does not parse. */
export function loadCatalogue(): Catalogue {
  return Object.fromEntries(dataFiles.map((entry) => [entry.path, loadDataFile(entry.path)])) as Catalogue;
}
