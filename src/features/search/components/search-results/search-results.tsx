import { useMemo } from 'react';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { NoResultsAdvice } from '@/features/search/components/no-results-advice';
import { useSearchIndex } from '@/features/search/api/get-search-index';
import { resultsSummaryOf, searchResultsView } from '@/features/search/model/search-results-view';
import { searchSite } from '@/features/search/model/search-site';
import { PopularSearches } from '@/features/search/components/search-results/components/popular-searches';
import { KindFilter } from '@/features/search/components/search-results/components/kind-filter';
import { ResultGroup } from '@/features/search/components/search-results/components/result-group';
import { ResultsLoading } from '@/features/search/components/search-results/components/results-loading';
import styles from '@/features/search/components/search-results/search-results.module.css';
import { searchMessages } from '@/features/search/model/search-messages';
import { searchResultsMessages } from '@/features/search/components/search-results/search-results-messages';

type SearchResultsProps = {
  /** The trimmed query; empty shows what can be searched. */
  query: string;
  /** The `kind` parameter of the URL, if any. */
  kind: string | null;
};

/**
 * Every result of the query, grouped by kind with counts and filter chips: plain HTML, with a skeleton while the index
 * loads and DataState's error, with Try Again, when it failed.
 */
export function SearchResults({ query, kind }: SearchResultsProps) {
  const index = useSearchIndex(query !== '');
  const view = useMemo(() => searchResultsView(query, index.data && query ? searchSite(index.data, query) : [], kind), [index.data, query, kind]);

  if (view.state === 'no-query') return <PopularSearches />;
  return (
    <div className={styles.results}>
      {/* Always mounted, so a new query's count is announced when it replaces the last one. */}
      <p role="status" className={styles.summary}>
        {index.data ? resultsSummaryOf(view) : ''}
      </p>
      {index.data === undefined ? (
        index.error === undefined ? (
          <ResultsLoading />
        ) : (
          <DataState
            status={dataStateOf(index, {
              errorMessage: `${searchMessages.loadFailed} ${searchMessages.checkConnection}`,
              onRetry: () => void index.mutate(),
            })}
            loadingLabel={searchResultsMessages.loading}
          />
        )
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
