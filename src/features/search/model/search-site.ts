import type { SearchResult } from 'minisearch';
import type { SearchEntry, SearchKind } from '@/features/search/model/search-entry';
import type { SiteSearchIndex } from '@/features/search/model/search-index';

function toEntry(result: SearchResult): SearchEntry {
  return {
    id: String(result.id),
    title: String(result.title),
    kind: result.kind as SearchKind,
    line: String(result.line),
    route: String(result.route),
  };
}

/**
 * The entries matching a query, best first. Every word must match; when no entry has them all
 * ("thyroid xyz"), the entries matching any of them are better than nothing.
 */
export function searchSite(index: SiteSearchIndex, query: string): SearchEntry[] {
  if (query.trim() === '') return [];
  const everyWord = index.search(query);
  const results = everyWord.length > 0 ? everyWord : index.search(query, { combineWith: 'OR' });
  return results.map(toEntry);
}
