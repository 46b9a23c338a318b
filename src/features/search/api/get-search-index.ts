import useSWR from 'swr';
import { dataFileKey, fetchDataFile } from '@/lib/data-file';
import { loadSearchIndex, type SerializedSearchIndex, type SiteSearchIndex } from '@/features/search/model/search-index';

/** Written by scripts/build-search-index.ts into the build; fetched only when the visitor first focuses the search field. */
export const searchIndexPath = '/search-index.json';

/** SWR key of the index: its path, like every data file. */
export function searchIndexKey(): string {
  return dataFileKey(searchIndexPath);
}

/** The site's search index, ready to query. */
export async function fetchSearchIndex(): Promise<SiteSearchIndex> {
  return loadSearchIndex(await fetchDataFile<SerializedSearchIndex>(searchIndexPath));
}

/** The index once `wanted` (the field was focused); nothing is fetched before. Returns SWR's response unchanged. */
export function useSearchIndex(wanted: boolean) {
  return useSWR(wanted ? searchIndexKey() : null, () => fetchSearchIndex());
}
