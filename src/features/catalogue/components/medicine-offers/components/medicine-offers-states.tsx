import { MuiTheme } from '@theme/mui-theme';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import type { useMedicineOffers } from '@/features/catalogue/api/get-medicine-offers';
import { MedicineOffersSkeleton } from '@/features/catalogue/components/medicine-offers/components/medicine-offers-skeleton';

type MedicineOffersStatesProps = {
  /** The offers' response while it has no offers: loading, failed or empty. */
  response: Pick<ReturnType<typeof useMedicineOffers>, 'data' | 'error'>;
};

/** Loading, error and empty for the offers, through DataState (MUI): loaded only when the page holds no offers. */
export default function MedicineOffersStates({ response }: MedicineOffersStatesProps) {
  return (
    <MuiTheme>
      <DataState
        status={dataStateOf(response, {
          errorMessage: 'Failed to load data.',
          emptyMessage: 'No offers available.',
          skeleton: <MedicineOffersSkeleton />,
        })}
        loadingLabel="Loading offers"
      />
    </MuiTheme>
  );
}
