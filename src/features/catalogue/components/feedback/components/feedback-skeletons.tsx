import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
import { Skeleton } from '@/design-system/skeleton/skeleton';
import { surfaceClassName } from '@/design-system/surface/surface';
import card from '@/features/catalogue/components/feedback/components/feedback-card.module.css';
import styles from '@/features/catalogue/components/feedback/components/feedback-skeletons.module.css';

/** The card's own surface, padding and heights (feedback-card.module.css), with placeholder lines. */
function FeedbackCardSkeleton() {
  return (
    <div className={`${surfaceClassName} ${card.card}`}>
      <div className={styles.person}>
        <Skeleton variant="circular" className={styles.avatar} />
        <div className={styles.about}>
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="text" width="35%" />
        </div>
      </div>
      <Skeleton variant="text" width="30%" />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="70%" />
    </div>
  );
}

/** Placeholders laid out like the loaded carousel with its dots, with cards of the card's heights. */
export function FeedbackSkeletons() {
  return (
    <div data-testid="feedback-skeletons">
      <CarouselSkeleton card={<FeedbackCardSkeleton />} showDots />
    </div>
  );
}
