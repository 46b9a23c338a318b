import type { CSSProperties } from 'react';
import { CATALOGUE_SKELETON_COUNT } from '@/lib/constants';
import { Skeleton } from '@/design-system/skeleton/skeleton';
import styles from '@/design-system/data-state/card-skeleton-grid.module.css';

export type CardSkeletonGridProps = {
  /** How many placeholder cards; the catalogue uses 8. */
  count?: number;
  /** Fixed card height in theme spacing units, matching the real card so nothing shifts. */
  cardHeight?: number;
  /** Cards per row by breakpoint, matching the real grid; defaults to 1 / 2 / 3 / 4 from xs to lg. */
  columns?: { xs?: number; sm?: number; md?: number; lg?: number };
};

const defaultColumns = { xs: 1, sm: 2, md: 3, lg: 4 };

/** A grid of placeholder cards for a loading list; pass it as the DataState skeleton. */
export function CardSkeletonGrid({ count = CATALOGUE_SKELETON_COUNT, cardHeight = 40, columns = defaultColumns }: CardSkeletonGridProps) {
  const gridColumns = Object.fromEntries(Object.entries(columns).map(([breakpoint, n]) => [`--columns-${breakpoint}`, n])) as CSSProperties;
  const cardSize = { '--card-height': cardHeight } as CSSProperties;
  return (
    <div className={styles.grid} style={gridColumns} data-testid="card-skeleton-grid">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card} style={cardSize} data-testid="card-skeleton">
          <Skeleton variant="rounded" className={styles.picture} />
          <Skeleton variant="text" width="80%" />
          <Skeleton variant="text" width="50%" />
          <Skeleton variant="rounded" className={styles.action} />
        </div>
      ))}
    </div>
  );
}
