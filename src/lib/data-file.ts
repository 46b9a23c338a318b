import type { z } from 'zod';

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

/** Fetches one of the site's own data files and checks it against its schema. */
export async function fetchDataFile<TSchema extends z.ZodType>(
  path: string,
  schema: TSchema,
): Promise<z.infer<TSchema>> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  if (!response.ok) {
    throw new DataFileError(path, response.status, `Could not load ${path} (status ${response.status})`);
  }
  const result = schema.safeParse(await response.json());
  if (!result.success) {
    throw new DataFileError(path, response.status, `${path} does not match its schema`);
  }
  return result.data;
}

/** SWR key of a data file: the path itself, so MSW, stories and tests address it the same way. */
export function dataFileKey(path: string): string {
  return path;
}
