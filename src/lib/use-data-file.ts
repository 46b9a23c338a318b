import useSWR from 'swr';
import type { z } from 'zod';
import { dataFileKey, fetchDataFile } from '@/lib/data-file';

/** SWR over a static data file; returns SWR's response unchanged. */
export function useDataFile<TSchema extends z.ZodType>(path: string | null, schema: TSchema) {
  return useSWR(path === null ? null : dataFileKey(path), (key: string) => fetchDataFile(key, schema));
}
