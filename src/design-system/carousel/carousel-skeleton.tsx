import type { ReactNode } from 'react';
import { Skeleton } from '@/design-system/skeleton/skeleton';
import styles from '@/design-system/carousel/carousel-skeleton.module.css';

export type CarouselSkeletonProps = (
  | {
      /** One placeholder card, as tall as a loaded card at every width; shown 1 / 2 / 3 times by breakpoint. */
      card: ReactNode;
      cardHeight?: never;
    }
  | {
      card?: never;
      /** Instead of a card: a plain rounded placeholder this many spacing units tall (the cards' fixed height). */
      cardHeight: number;
    }
) & {
  /** Reserves the row of dots, for a carousel with `showDots`. */
  showDots?: boolean;
};

const slotClassNames = [styles.slot, `${styles.slot} ${styles.secondSlot}`, `${styles.slot} ${styles.thirdSlot}`];

/**
 * A loading carousel: the previous/next row, 1 / 2 / 3 placeholder cards by breakpoint, the desktop slider
 * and optionally the dots, so the loaded carousel takes exactly its place. Assumes more items than a page. Plain HTML.
 */
export function CarouselSkeleton({ card, cardHeight, showDots = false }: CarouselSkeletonProps) {
  const placeholder = card ?? <Skeleton variant="rounded" height={`calc(${cardHeight ?? 0} * var(--hv-spacing))`} className={styles.card} />;
  return (
    <div data-testid="carousel-skeleton">
      <div className={styles.controls} />
      <div className={styles.slots}>
        {slotClassNames.map((className) => (
          <div key={className} className={className}>
            {placeholder}
          </div>
        ))}
      </div>
      <div className={styles.slider} />
      {showDots && <div className={styles.dots} />}
    </div>
  );
}
