import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageContainer } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { useHydrated } from '@/lib/use-hydrated';
import { searchParamNames, searchResultsHref } from '@/features/search/model/search-paths';
import { SearchQueryForm } from '@/features/search/components/search-results/components/search-query-form';
import { SearchResults } from '@/features/search/components/search-results/search-results';
import styles from '@/features/search/screens/search-results-screen.module.css';

/**
 * /search?q=…: every result of the query. The page is prerendered without a query (the URL's query is
 * not known at build time), so the query is read only once hydrated and the first render matches the HTML.
 * Plain HTML: the page boots without MUI.
 */
export function SearchResultsScreen({ heading }: { heading: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const query = hydrated ? (params.get(searchParamNames.query) ?? '').trim() : '';
  const kind = hydrated ? params.get(searchParamNames.kind) : null;

  return (
    <PageContainer>
      <PageHeading spaceBelow>{heading}</PageHeading>
      <div className={styles.body}>
        <SearchQueryForm query={query} onSearch={(text) => void navigate(searchResultsHref(text))} />
        <SearchResults query={query} kind={kind} />
      </div>
    </PageContainer>
  );
}
