import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import type { useCheckupPackages } from '@/features/catalogue/api/get-checkup-packages';
import { CheckupPackagesSkeleton } from '@/features/catalogue/components/checkup-packages/components/checkup-packages-skeleton';

type CheckupPackagesStatesProps = {
  /** The packages' response while it has no packages: loading, failed or empty. */
  response: Pick<ReturnType<typeof useCheckupPackages>, 'data' | 'error'>;
};

/** Loading, error and empty for the checkup packages, through DataState (plain): loaded only when the page holds no packages. */
export default function CheckupPackagesStates({ response }: CheckupPackagesStatesProps) {
  return (
    <DataState
      status={dataStateOf(response, {
        errorMessage: 'Failed to load packages.',
        emptyMessage: 'No packages available.',
        isEmpty: (data) => data.packages.length === 0,
        skeleton: <CheckupPackagesSkeleton />,
      })}
      loadingLabel="Loading packages"
    />
  );
}
