import { MuiTheme } from '@theme/mui-theme';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import type { useSelfChecks } from '@/features/catalogue/api/get-self-checks';
import { SelfCheckSkeletons } from '@/features/catalogue/components/self-checks/components/self-check-skeletons';

type SelfChecksStatesProps = {
  /** The response while it has no self-checks: loading, failed or empty. */
  response: Pick<ReturnType<typeof useSelfChecks>, 'data' | 'error'>;
};

/** Loading, error and empty for the self-checks, through DataState (MUI): loaded only when the page holds no self-checks. */
export default function SelfChecksStates({ response }: SelfChecksStatesProps) {
  return (
    <MuiTheme>
      <DataState
        status={dataStateOf(response, {
          errorMessage: 'Failed to load data.',
          emptyMessage: 'No self-checks available.',
          skeleton: <SelfCheckSkeletons />,
        })}
        loadingLabel="Loading self-checks"
      />
    </MuiTheme>
  );
}
