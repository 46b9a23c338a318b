import { Suspense, lazy, useMemo } from 'react';
import { NoResultsAdvice } from '@/features/search/components/no-results-advice';
import { useSearchIndex } from '@/features/search/api/get-search-index';
import { resultsSummaryOf, searchResultsView } from '@/features/search/model/search-results-view';
import { searchSite } from '@/features/search/model/search-site';
import { KindFilter } from '@/features/search/components/search-results/components/kind-filter';
import { ResultGroup } from '@/features/search/components/search-results/components/result-group';
import styles from '@/features/search/components/search-results/search-results.module.css';

const SearchResultsStates = lazy(() => import('@/features/search/components/search-results/components/search-results-states'));

type QueryResultsProps = {
  /** The trimmed query, not empty. */
  query: string;
  /** The `kind` parameter of the URL, if any. */
  kind: string | null;
};

/**
 * Every result of the query, grouped by kind with counts and filter chips: plain HTML, loaded with the search engine
 * once there is a query. While the index loads, or when it failed, its states load lazily with MUI.
 */
export default function QueryResults({ query, kind }: QueryResultsProps) {
  const index = useSearchIndex(true);
  const view = useMemo(() => searchResultsView(query, index.data ? searchSite(index.data, query) : [], kind), [index.data, query, kind]);

  return (
    <div className={styles.results}>
      {/* Always mounted, so a new query's count is announced when it replaces the last one. */}
      <p role="status" className={styles.summary}>
        {index.data ? resultsSummaryOf(view) : ''}
      </p>
      {index.data === undefined ? (
        <Suspense fallback={null}>
          <SearchResultsStates index={index} />
        </Suspense>
      ) : view.state === 'results' ? (
        <>
          <KindFilter query={view.query} kinds={view.kinds} kind={view.kind} total={view.total} />
          {view.groups.map((group) => (
            <ResultGroup key={group.kind} group={group} />
          ))}
        </>
      ) : (
        <NoResultsAdvice />
      )}
    </div>
  );
}
