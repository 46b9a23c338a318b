import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
import { Skeleton } from '@/design-system/skeleton/skeleton';
import { surfaceClassName } from '@/design-system/surface/surface';
import { offerImageSize } from '@/features/catalogue/components/medicine-offers/components/medicine-offer-card';
import card from '@/features/catalogue/components/medicine-offers/components/medicine-offer-card.module.css';
import styles from '@/features/catalogue/components/medicine-offers/components/medicine-offers-skeleton.module.css';

/** Like an offer card, line for line, so the loaded carousel takes the same height. */
function OfferCardSkeleton() {
  return (
    <div className={`${surfaceClassName} ${card.card} ${styles.card}`}>
      <div className={styles.text}>
        <div className={styles.title}>
          <Skeleton variant="text" width="70%" />
        </div>
        <div className={styles.discount}>
          <Skeleton variant="text" width="40%" />
        </div>
        <Skeleton variant="text" width="30%" />
      </div>
      <Skeleton variant="circular" width={offerImageSize} height={offerImageSize} className={styles.picture} />
    </div>
  );
}

/** The carousel while its file loads: the arrows' row, then 1 / 2 / 3 cards by breakpoint, then the slider's row. */
export function MedicineOffersSkeleton() {
  return <CarouselSkeleton card={<OfferCardSkeleton />} />;
}
