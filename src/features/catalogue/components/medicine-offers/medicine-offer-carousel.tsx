import { Carousel } from '@/design-system/carousel/carousel';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useMedicineOffers } from '@/features/catalogue/api/get-medicine-offers';
import { MedicineOfferCard } from '@/features/catalogue/components/medicine-offers/components/medicine-offer-card';
import { MedicineOffersSkeleton } from '@/features/catalogue/components/medicine-offers/components/medicine-offers-skeleton';

/** The medicines page's offers, each card a link to the offer's own page. */
export function MedicineOfferCarousel() {
  const response = useMedicineOffers();
  const status = dataStateOf(response, {
    errorMessage: 'Failed to load data.',
    emptyMessage: 'No offers available.',
    skeleton: <MedicineOffersSkeleton />,
  });
  return (
    <DataState status={status} loadingLabel="Loading offers">
      <Carousel
        label="Medicine offers"
        items={response.data ?? []}
        getItemKey={(offer) => `${offer.link} ${offer.title}`}
        renderItem={(offer) => <MedicineOfferCard offer={offer} />}
      />
    </DataState>
  );
}
