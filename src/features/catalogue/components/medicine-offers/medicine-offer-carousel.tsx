import { Carousel } from '@/design-system/carousel/carousel';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useMedicineOffers } from '@/features/catalogue/api/get-medicine-offers';
import { MedicineOfferCard } from '@/features/catalogue/components/medicine-offers/components/medicine-offer-card';
import { MedicineOffersSkeleton } from '@/features/catalogue/components/medicine-offers/components/medicine-offers-skeleton';

/** The medicines page's offers, each card a link to the offer's own page; plain HTML, loading, error and empty included. */
export function MedicineOfferCarousel() {
  const { data, error } = useMedicineOffers();
  if (data === undefined || data.length === 0) {
    const status = dataStateOf(
      { data, error },
      { errorMessage: 'Failed to load data.', emptyMessage: 'No offers available.', skeleton: <MedicineOffersSkeleton /> },
    );
    return <DataState status={status} loadingLabel="Loading offers" />;
  }
  return (
    <Carousel
      label="Medicine offers"
      items={data}
      getItemKey={(offer) => `${offer.link} ${offer.title}`}
      renderItem={(offer) => <MedicineOfferCard offer={offer} />}
    />
  );
}
