import { fetchDataFile } from '@/lib/data-file';
import { loadSearchIndex, type SerializedSearchIndex, type SiteSearchIndex } from '@/features/search/model/search-index';

/** Written by scripts/build-search-index.ts into the build; fetched only when the visitor first focuses the search field. */
export const searchIndexPath = '/search-index.json';

/** The site's search index, ready to query. */
export async function fetchSearchIndex(): Promise<SiteSearchIndex> {
  return loadSearchIndex(await fetchDataFile<SerializedSearchIndex>(searchIndexPath));
}
