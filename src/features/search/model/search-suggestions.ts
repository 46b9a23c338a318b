import { searchKindLabels, searchKinds, type SearchEntry, type SearchKind } from '@/features/search/model/search-entry';

/** How many suggestions the field shows under the input; the results page shows them all. */
export const SUGGESTION_LIMIT = 8;

export type SuggestionGroup = { kind: SearchKind; label: string; entries: SearchEntry[] };

/** Results grouped by kind in the order of `searchKinds`, keeping their order (best first) within a group. */
export function groupByKind(results: readonly SearchEntry[]): SuggestionGroup[] {
  return searchKinds.flatMap((kind) => {
    const entries = results.filter((entry) => entry.kind === kind);
    return entries.length > 0 ? [{ kind, label: searchKindLabels[kind], entries }] : [];
  });
}

/** The best results, at most `limit`, grouped by kind. */
export function groupSuggestions(results: readonly SearchEntry[], limit = SUGGESTION_LIMIT): SuggestionGroup[] {
  return groupByKind(results.slice(0, limit));
}
