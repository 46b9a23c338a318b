import { searchEntry } from '@/app/pages/search/entry';
import { SearchResultsScreen } from '@/features/search/screens/search-results-screen';

/** Site search results: /search?q=… */
export function SearchPage() {
  return <SearchResultsScreen heading={searchEntry.heading} />;
}
