import { searchKinds, type SearchEntry, type SearchKind } from '@/features/search/model/search-entry';
import { groupByKind, type SuggestionGroup } from '@/features/search/model/search-suggestions';
import { searchResultsMessages } from '@/features/search/components/search-results/search-results-messages';
import { searchMessages } from '@/features/search/model/search-messages';

/** What the results page shows for a query once the index has loaded. */
export type SearchResultsView =
  | { state: 'no-query' }
  | { state: 'no-results'; query: string }
  | {
      state: 'results';
      query: string;
      /** Every kind with results and its count: the filter chips. */
      kinds: SuggestionGroup[];
      /** The kind the chips keep to, or undefined for all. */
      kind: SearchKind | undefined;
      /** The groups shown: all of them, or the chosen kind's. */
      groups: SuggestionGroup[];
      total: number;
    };

const isSearchKind = (value: string | null): value is SearchKind => searchKinds.some((kind) => kind === value);

/** The results of `query` grouped by kind; a `kind` from the URL filters them when that kind has results. */
export function searchResultsView(query: string, results: readonly SearchEntry[], kindParam: string | null): SearchResultsView {
  if (query === '') return { state: 'no-query' };
  if (results.length === 0) return { state: 'no-results', query };
  const kinds = groupByKind(results);
  const chosen = isSearchKind(kindParam) ? kinds.find((group) => group.kind === kindParam) : undefined;
  return {
    state: 'results',
    query,
    kinds,
    kind: chosen?.kind,
    groups: chosen ? [chosen] : kinds,
    total: results.length,
  };
}

/** The summary above the results, also what the live region says when they change. */
export function resultsSummaryOf(view: SearchResultsView): string {
  switch (view.state) {
    case 'no-query':
      return '';
    case 'no-results':
      return searchMessages.noResults(view.query);
    case 'results': {
      const all = searchResultsMessages.summary(searchMessages.results(view.total), view.query);
      const shown = view.groups[0];
      return view.kind && shown ? searchResultsMessages.summaryInKind(all, shown.entries.length, shown.label) : all;
    }
  }
}
