import { Suspense, lazy } from 'react';
import { PopularSearches } from '@/features/search/components/search-results/components/popular-searches';
import styles from '@/features/search/components/search-results/search-results.module.css';

// The search engine and the results come only with a query: the prerendered page (no query) boots without them.
const QueryResults = lazy(() => import('@/features/search/components/search-results/components/query-results'));

type SearchResultsProps = {
  /** The trimmed query; empty shows what can be searched. */
  query: string;
  /** The `kind` parameter of the URL, if any. */
  kind: string | null;
};

/** What can be searched before a query; every result of one, grouped by kind with counts and filter chips, after. */
export function SearchResults({ query, kind }: SearchResultsProps) {
  if (query === '') return <PopularSearches />;
  return (
    <Suspense
      fallback={
        <div className={styles.results}>
          <p role="status" className={styles.summary} />
        </div>
      }
    >
      <QueryResults query={query} kind={kind} />
    </Suspense>
  );
}
