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
 * Fetches one of the site's own data files. Their schemas are checked at build time
 * (scripts/check-data-files.ts) and in the tests, so the browser trusts the type and ships no zod.
 */
export async function fetchDataFile<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  if (!response.ok) {
    throw new DataFileError(path, response.status, `Could not load ${path} (status ${response.status})`);
  }
  try {
    return (await response.json()) as T;
  } catch {
    throw new DataFileError(path, response.status, `${path} is not valid JSON`);
  }
}

/** SWR key of a data file: the path itself, so MSW, stories, tests and the prerender's fallback address it the same way. */
export function dataFileKey(path: string): string {
  return path;
}
