import { MuiTheme } from '@theme/mui-theme';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import type { useCheckupPackages } from '@/features/catalogue/api/get-checkup-packages';
import { CheckupPackagesSkeleton } from '@/features/catalogue/components/checkup-packages/components/checkup-packages-skeleton';

type CheckupPackagesStatesProps = {
  /** The packages' response while it has no data. */
  response: ReturnType<typeof useCheckupPackages>;
};

/** Loading and error for the checkup packages, with MUI's skeleton and alert: loaded only when the page did not hold the data. */
export default function CheckupPackagesStates({ response }: CheckupPackagesStatesProps) {
  return (
    <MuiTheme>
      <DataState
        status={dataStateOf(response, { errorMessage: 'Failed to load packages.', skeleton: <CheckupPackagesSkeleton /> })}
        loadingLabel="Loading packages"
      />
    </MuiTheme>
  );
}
