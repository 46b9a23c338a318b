/** The results page of issue 14: every result of a query, grouped by kind. */
export const SEARCH_RESULTS_PATH = '/search';

/** Where "No results" sends the visitor for help. */
export const SEARCH_SUPPORT_PATH = '/contact';

/** The results page for a query, e.g. '/search?q=thyroid+test'. */
export function searchResultsHref(query: string): string {
  return `${SEARCH_RESULTS_PATH}?${new URLSearchParams({ q: query.trim() }).toString()}`;
}
