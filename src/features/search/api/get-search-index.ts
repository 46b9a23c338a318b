import useSWR from 'swr';
import { dataFileKey, fetchDataFile } from '@/lib/data-file';
import type { SerializedSearchIndex, SiteSearchIndex } from '@/features/search/model/search-index';

/** Written by scripts/build-search-index.ts into the build; fetched only when the visitor first focuses the search field. */
export const searchIndexPath = '/search-index.json';

/** SWR key of the index: its path, like every data file. */
export function searchIndexKey(): string {
  return dataFileKey(searchIndexPath);
}

/**
 * The site's search index, ready to query. The engine (MiniSearch) loads beside the file, so what uses the index boots
 * without it: the results page, the header's field.
 */
export async function fetchSearchIndex(): Promise<SiteSearchIndex> {
  const [serialized, { loadSearchIndex }] = await Promise.all([
    fetchDataFile<SerializedSearchIndex>(searchIndexPath),
    import(/* webpackChunkName: "search-engine" */ '@/features/search/model/search-index'),
  ]);
  return loadSearchIndex(serialized);
}

/** The index once `wanted` (the field was focused); nothing is fetched before. Returns SWR's response unchanged. */
export function useSearchIndex(wanted: boolean) {
  return useSWR(wanted ? searchIndexKey() : null, () => fetchSearchIndex());
}
