import { MuiTheme } from '@theme/mui-theme';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf, type SwrLike } from '@/design-system/data-state/data-status';
import type { NearbyCentres } from '@/features/catalogue/schemas/diagnostic-centre';
import { NearbyCentresSkeleton } from '@/features/catalogue/components/nearby-centres/components/nearby-centres-skeleton';

type NearbyCentresStatesProps = {
  /** The centres' response while it has no centres: loading, failed or empty. */
  response: SwrLike<NearbyCentres>;
};

/** Loading, error and empty for the centre finder, through DataState (MUI): loaded only when the page holds no centres. */
export default function NearbyCentresStates({ response }: NearbyCentresStatesProps) {
  return (
    <MuiTheme>
      <DataState
        status={dataStateOf(response, {
          errorMessage: 'Failed to load data.',
          emptyMessage: 'No centres available.',
          isEmpty: (data) => data.centres.length === 0,
          skeleton: <NearbyCentresSkeleton />,
        })}
        loadingLabel="Loading centres"
      />
    </MuiTheme>
  );
}
