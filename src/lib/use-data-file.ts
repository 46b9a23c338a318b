import useSWR from 'swr';
import { dataFileKey, fetchDataFile } from '@/lib/data-file';

/** SWR over a static data file whose content is a T (its schema's z.infer type); returns SWR's response unchanged. */
export function useDataFile<T>(path: string | null) {
  return useSWR(path === null ? null : dataFileKey(path), (key: string) => fetchDataFile<T>(key));
}
