import { MuiTheme } from '@theme/mui-theme';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import type { useSearchIndex } from '@/features/search/api/get-search-index';

type SearchResultsStatesProps = {
  /** The index's response after it failed to load. */
  index: ReturnType<typeof useSearchIndex>;
};

/** The index failed to load: DataState's error (MUI) with Try Again, loaded only then. */
export default function SearchResultsStates({ index }: SearchResultsStatesProps) {
  return (
    <MuiTheme>
      <DataState
        status={dataStateOf(index, {
          errorMessage: 'Search could not be loaded. Check your connection and try again.',
          onRetry: () => void index.mutate(),
        })}
        loadingLabel="Loading results"
      />
    </MuiTheme>
  );
}
