import { useId, type CSSProperties, type ReactNode } from 'react';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import { surfaceClassName } from '@/design-system/surface/surface';
import type { BookedScan } from '@/features/catalogue/schemas/booked-scan';
import styles from '@/features/catalogue/components/booked-scans/components/booked-scan-card.module.css';

/** Height of a booked scan card in theme spacing units; the loading skeleton uses the same. */
export const BOOKED_SCAN_CARD_HEIGHT = 24;

const cardHeight = { '--card-height': BOOKED_SCAN_CARD_HEIGHT } as CSSProperties;

/** A frequently booked scan: its heading, its price and an action. */
export function BookedScanCard({ scan, action }: { scan: BookedScan; action?: ReactNode }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className={`${surfaceClassName} ${styles.card}`} style={cardHeight}>
      <h3 id={headingId} className={styles.heading}>
        {scan.heading}
      </h3>
      <div className={styles.price}>
        <PriceTag price={scan.price} />
      </div>
      {action}
    </article>
  );
}
