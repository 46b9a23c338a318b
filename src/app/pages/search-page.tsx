import { routeManifest } from '@/app/route-manifest';
import { SearchResultsScreen } from '@/features/search/screens/search-results-screen';

/** Site search results: /search?q=… */
export function SearchPage() {
  return <SearchResultsScreen heading={routeManifest.search.heading} />;
}
