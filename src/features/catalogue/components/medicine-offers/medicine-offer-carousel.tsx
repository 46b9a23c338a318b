import { Suspense, lazy } from 'react';
import { Carousel } from '@/design-system/carousel/carousel';
import { useMedicineOffers } from '@/features/catalogue/api/get-medicine-offers';
import { MedicineOfferCard } from '@/features/catalogue/components/medicine-offers/components/medicine-offer-card';

const MedicineOffersStates = lazy(() => import('@/features/catalogue/components/medicine-offers/components/medicine-offers-states'));

/**
 * The medicines page's offers, each card a link to the offer's own page. Plain HTML, as the page holds their
 * data; the loading, error and empty states (DataState) load lazily with MUI.
 */
export function MedicineOfferCarousel() {
  // Both read here, so SWR re-renders this on either: the lazily loaded states only read the values passed in.
  const { data, error } = useMedicineOffers();
  if (data === undefined || data.length === 0) {
    return (
      <Suspense fallback={null}>
        <MedicineOffersStates response={{ data, error }} />
      </Suspense>
    );
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
