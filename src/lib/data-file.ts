/** A failed GET of a static data file; the screens show their own spec message instead. */
export class DataFileError extends Error {
  override readonly name = 'DataFileError';
  constructor(
    readonly path: string,
    readonly status: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Fetches one of the site's own data files, or the part of it a key names (`dataFilePartKey`). Their schemas are
 * checked at build time (scripts/check-data-files.ts) and in the tests, so the browser trusts the type and ships no zod.
 */
export async function fetchDataFile<T>(key: string): Promise<T> {
  const path = dataFilePathOf(key);
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  if (!response.ok) {
    throw new DataFileError(path, response.status, `Could not load ${path} (status ${response.status})`);
  }
  let contents: T;
  try {
    contents = (await response.json()) as T;
  } catch {
    throw new DataFileError(path, response.status, `${path} is not valid JSON`);
  }
  return selectDataFilePart(key, contents);
}

/** SWR key of a data file: the path itself, so MSW, stories, tests and the prerender's fallback address it the same way. */
export function dataFileKey(path: string): string {
  return path;
}

/**
 * The key of a part of a data file: the records of its list whose `field` is `value`, e.g. one FAQ group or one lab
 * test. A prerendered page embeds only the part it shows, not the whole file. The browser still GETs the whole file (the key's
 * fragment is never sent) and keeps the part, so a key holds the same data whether the page embedded it or SWR fetched it.
 */
export function dataFilePartKey(path: string, field: string, value: string | number): string {
  return `${path}#${field}=${dataFilePartValue(value)}`;
}

/** A value as a part key writes it; URL-encoded, so it is safe in a JSON string and in a <script>. */
export const dataFilePartValue = (value: string | number) => encodeURIComponent(value);

/** The data file a key addresses: the key without the fragment naming a part. */
export function dataFilePathOf(key: string): string {
  return key.split('#', 1)[0] ?? key;
}

/** What a key addresses in its data file's contents: the whole file, or the records its part names. */
export function selectDataFilePart<T>(key: string, contents: T): T {
  const part = /#([^=]+)=(.*)$/.exec(key);
  if (!part) return contents;
  const [, field = '', encodedValue = ''] = part;
  if (!Array.isArray(contents)) throw new Error(`${dataFilePathOf(key)} is not a list of records, so it has no part ${field}=${encodedValue}`);
  const value = decodeURIComponent(encodedValue);
  return contents.filter((record: Record<string, unknown>) => String(record[field]) === value) as T;
}

/** Reads what a key addresses from a reader of whole files, e.g. the prerender's, which reads them from disk. */
export const dataFilePartReader =
  (readFile: (path: string) => unknown) =>
  (key: string): unknown => {
    const contents = readFile(dataFilePathOf(key));
    return contents === undefined ? undefined : selectDataFilePart(key, contents);
  };
