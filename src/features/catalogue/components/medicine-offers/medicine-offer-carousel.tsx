import { Carousel } from '@/design-system/carousel/carousel';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useMedicineOffers } from '@/features/catalogue/api/get-medicine-offers';
import { medicineOffersMessages } from '@/features/catalogue/components/medicine-offers/medicine-offers-messages';
import { MedicineOfferCard } from '@/features/catalogue/components/medicine-offers/components/medicine-offer-card';
import { MedicineOffersSkeleton } from '@/features/catalogue/components/medicine-offers/components/medicine-offers-skeleton';

/** The medicines page's offers, each card a link to the offer's own page; plain HTML, loading, error and empty included. */
export function MedicineOfferCarousel() {
  const { data, error } = useMedicineOffers();
  if (data === undefined || data.length === 0) {
    const status = dataStateOf(
      { data, error },
      { errorMessage: medicineOffersMessages.error, emptyMessage: medicineOffersMessages.empty, skeleton: <MedicineOffersSkeleton /> },
    );
    return <DataState status={status} loadingLabel={medicineOffersMessages.loading} />;
  }
  return (
    <Carousel
      label={medicineOffersMessages.carouselLabel}
      items={data}
      getItemKey={(offer) => `${offer.link} ${offer.title}`}
      renderItem={(offer) => <MedicineOfferCard offer={offer} />}
    />
  );
}
