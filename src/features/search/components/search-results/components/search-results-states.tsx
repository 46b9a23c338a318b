import { MuiTheme } from '@theme/mui-theme';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import type { useSearchIndex } from '@/features/search/api/get-search-index';
import { ResultsSkeleton } from '@/features/search/components/search-results/components/results-skeleton';

type SearchResultsStatesProps = {
  /** The index's response while it has no data: loading or failed. */
  index: ReturnType<typeof useSearchIndex>;
};

/** Loading and failure of the search index, through DataState (MUI): loaded only while the results page has no index. */
export default function SearchResultsStates({ index }: SearchResultsStatesProps) {
  return (
    <MuiTheme>
      <DataState
        status={dataStateOf(index, {
          errorMessage: 'Search could not be loaded. Check your connection and try again.',
          skeleton: <ResultsSkeleton />,
          onRetry: () => void index.mutate(),
        })}
        loadingLabel="Loading results"
      />
    </MuiTheme>
  );
}
