import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
import { Skeleton } from '@/design-system/skeleton/skeleton';
import { surfaceClassName } from '@/design-system/surface/surface';
import card from '@/features/catalogue/components/home-care-programs/components/care-program-card.module.css';
import styles from '@/features/catalogue/components/home-care-programs/components/care-program-skeletons.module.css';

/** The card's own surface, padding and heights (care-program-card.module.css), with placeholder lines. */
function CareProgramCardSkeleton() {
  return (
    <div className={`${surfaceClassName} ${card.card}`}>
      <Skeleton variant="rounded" width="35%" className={styles.duration} />
      <Skeleton variant="text" width="75%" />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="90%" />
      <Skeleton variant="text" width="80%" />
      <Skeleton variant="text" width="30%" className={styles.price} />
      <Skeleton variant="rounded" className={styles.action} />
    </div>
  );
}

/** Placeholders laid out like the loaded carousel, with cards of the card's heights. */
export function CareProgramSkeletons() {
  return (
    <div data-testid="care-program-skeletons">
      <CarouselSkeleton card={<CareProgramCardSkeleton />} />
    </div>
  );
}
