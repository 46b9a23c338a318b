import { MuiTheme } from '@theme/mui-theme';
import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import type { useSkincarePackages } from '@/features/catalogue/api/get-skincare-packages';
import { SKINCARE_PACKAGE_CARD_HEIGHT } from '@/features/catalogue/components/derma-essentials/components/skincare-package-card';

type DermaEssentialsStatesProps = {
  /** The packages' response while it has no packages: loading, failed or empty. */
  response: Pick<ReturnType<typeof useSkincarePackages>, 'data' | 'error'>;
};

/** Loading, error and empty for the skincare packages, through DataState (MUI): loaded only when the page holds no packages. */
export default function DermaEssentialsStates({ response }: DermaEssentialsStatesProps) {
  return (
    <MuiTheme>
      <DataState
        status={dataStateOf(response, {
          errorMessage: 'Failed to load packages.',
          emptyMessage: 'No packages available.',
          skeleton: <CarouselSkeleton cardHeight={SKINCARE_PACKAGE_CARD_HEIGHT} />,
        })}
        loadingLabel="Loading packages"
      />
    </MuiTheme>
  );
}
