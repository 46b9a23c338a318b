import type { SearchKind } from '@/features/search/model/search-entry';

/** The results page of issue 14: every result of a query, grouped by kind. */
export const SEARCH_RESULTS_PATH = '/search';

/** Where "No results" sends the visitor for help. */
export const SEARCH_SUPPORT_PATH = '/contact';

/** The results page's URL parameters: the query, and the kind its filter chips keep to. */
export const searchParamNames = { query: 'q', kind: 'kind' } as const;

/** The results page for a query, e.g. '/search?q=thyroid+test', optionally filtered to one kind. */
export function searchResultsHref(query: string, kind?: SearchKind): string {
  const params = new URLSearchParams({ [searchParamNames.query]: query.trim() });
  if (kind) params.set(searchParamNames.kind, kind);
  return `${SEARCH_RESULTS_PATH}?${params.toString()}`;
}
