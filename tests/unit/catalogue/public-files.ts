import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { dataFiles, type DataFileContent, type DataFilePath } from '@/features/catalogue/data-files';
import { dataFileProblems, fieldLabel, publicDir, readPublicJson } from '../../../scripts/check-data-files/data-file-problems';

// The build's data file check (scripts/check-data-files.ts) and these tests read public/ the same way.
export {
  dataFileProblems,
  fieldLabel,
  fileLabel,
  publicDir,
  publicFileExists,
  readPublicJson,
} from '../../../scripts/check-data-files/data-file-problems';

/** A registry file as the browser receives it, typed by the registry; throws with every problem the build check would report. */
export function loadDataFile<P extends DataFilePath>(path: P): DataFileContent<P> {
  const entry = dataFiles.find((candidate) => candidate.path === path);
  if (!entry) throw new Error(`${path} is not in the registry`);
  const problems = dataFileProblems(entry);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return readPublicJson(path) as DataFileContent<P>;
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
