import { countOf } from '@/lib/format';
import type { SearchEntry } from '@/features/search/model/search-entry';
import type { SuggestionGroup } from '@/features/search/model/search-suggestions';

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
      return 'Loading search…';
    case 'error':
      return 'Search could not be loaded.';
    case 'no-results':
      return `No results for “${view.query}”.`;
    case 'results': {
      const shown = view.options.length;
      const count = shown === view.total ? countOf(shown, 'result') : `${countOf(view.total, 'result')}, ${shown} shown`;
      return `${count}. Use the up and down arrows to choose.`;
    }
  }
}
