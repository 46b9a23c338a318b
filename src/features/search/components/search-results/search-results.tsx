import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { NoResultsAdvice } from '@/features/search/components/no-results-advice';
import { useSearchIndex } from '@/features/search/api/get-search-index';
import { resultsSummaryOf, searchResultsView } from '@/features/search/model/search-results-view';
import { searchSite } from '@/features/search/model/search-site';
import { KindFilter } from '@/features/search/components/search-results/components/kind-filter';
import { PopularSearches } from '@/features/search/components/search-results/components/popular-searches';
import { ResultGroup } from '@/features/search/components/search-results/components/result-group';
import { ResultsSkeleton } from '@/features/search/components/search-results/components/results-skeleton';

type SearchResultsProps = {
  /** The trimmed query; empty shows what can be searched. */
  query: string;
  /** The `kind` parameter of the URL, if any. */
  kind: string | null;
};

/** Every result of the query, grouped by kind with counts and filter chips; loading and failure of the index. */
export function SearchResults({ query, kind }: SearchResultsProps) {
  const index = useSearchIndex(query !== '');
  const view = useMemo(() => searchResultsView(query, index.data && query ? searchSite(index.data, query) : [], kind), [index.data, query, kind]);
  const summary = resultsSummaryOf(view);

  if (view.state === 'no-query') return <PopularSearches />;
  return (
    <Box sx={{ mt: 4 }}>
      {/* Always mounted, so a new query's count is announced when it replaces the last one. */}
      <Typography role="status" sx={{ fontSize: '1.25rem', fontWeight: 600, overflowWrap: 'anywhere', minHeight: '1lh', mb: 2 }}>
        {index.data ? summary : ''}
      </Typography>
      <DataState
        status={dataStateOf(index, {
          errorMessage: 'Search could not be loaded. Check your connection and try again.',
          skeleton: <ResultsSkeleton />,
          onRetry: () => void index.mutate(),
        })}
        loadingLabel="Loading results"
      >
        {view.state === 'results' ? (
          <>
            <KindFilter query={view.query} kinds={view.kinds} kind={view.kind} total={view.total} />
            {view.groups.map((group) => (
              <ResultGroup key={group.kind} group={group} />
            ))}
          </>
        ) : (
          <NoResultsAdvice />
        )}
      </DataState>
    </Box>
  );
}
