import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
import { Skeleton } from '@/design-system/skeleton/skeleton';
import { surfaceClassName } from '@/design-system/surface/surface';
import card from '@/features/catalogue/components/self-checks/components/self-check-card.module.css';
import styles from '@/features/catalogue/components/self-checks/components/self-check-skeletons.module.css';

/** The card's own surface, padding and heights (self-check-card.module.css), with placeholder lines. */
function SelfCheckCardSkeleton() {
  return (
    <div className={`${surfaceClassName} ${card.card}`}>
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="rounded" className={styles.needs} />
      <Skeleton variant="text" width="85%" />
      <Skeleton variant="text" width="50%" />
      <Skeleton variant="rounded" width="40%" className={styles.action} />
    </div>
  );
}

/** Placeholders laid out like the loaded carousel, with cards of the card's heights. */
export function SelfCheckSkeletons() {
  return (
    <div data-testid="self-check-skeletons">
      <CarouselSkeleton card={<SelfCheckCardSkeleton />} />
    </div>
  );
}
