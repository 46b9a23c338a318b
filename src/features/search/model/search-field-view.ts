import type { SearchEntry } from '@/features/search/model/search-entry';
import type { SuggestionGroup } from '@/features/search/model/search-suggestions';
import { searchFieldMessages } from '@/features/search/components/search-field/search-field-messages';
import { searchMessages } from '@/features/search/model/search-messages';

/** What the popup under the search field shows. */
export type SearchFieldView =
  | { state: 'closed' }
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'no-results'; query: string }
  | { state: 'results'; groups: SuggestionGroup[]; options: SearchEntry[]; total: number };

/** The text of the field's polite live region for a view. */
export function announcementOf(view: SearchFieldView): string {
  switch (view.state) {
    case 'closed':
      return '';
    case 'loading':
      return searchFieldMessages.loading;
    case 'error':
      return searchMessages.loadFailed;
    case 'no-results':
      return searchFieldMessages.noResults(view.query);
    case 'results': {
      const shown = view.options.length;
      const count = shown === view.total ? searchMessages.results(shown) : searchFieldMessages.someShown(searchMessages.results(view.total), shown);
      return searchFieldMessages.resultsAnnounced(count);
    }
  }
}
