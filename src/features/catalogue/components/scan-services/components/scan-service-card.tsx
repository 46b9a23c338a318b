import { useId, type CSSProperties, type ReactNode } from 'react';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import { surfaceClassName } from '@/design-system/surface/surface';
import type { ScanServiceWithDefaults } from '@/features/catalogue/model/scan-service-defaults';
import { serviceAnchorId } from '@/features/catalogue/components/scan-services/service-anchor';
import { ReportTime } from '@/features/catalogue/components/report-time';
import styles from '@/features/catalogue/components/scan-services/components/scan-service-card.module.css';

/** Height of a scan service card in theme spacing units; the loading skeleton uses the same. */
export const SCAN_SERVICE_CARD_HEIGHT = 30;

const cardHeight = { '--card-height': SCAN_SERVICE_CARD_HEIGHT } as CSSProperties;

/**
 * A scan service: name, discounted price with the original struck only when lower, a discount badge only
 * above 0 % (both decided by PriceTag), report time and an action. Its id lets a link land on it.
 */
export function ScanServiceCard({ service, action }: { service: ScanServiceWithDefaults; action?: ReactNode }) {
  const nameId = useId();
  return (
    <article id={serviceAnchorId(service.name)} aria-labelledby={nameId} className={`${surfaceClassName} ${styles.card}`} style={cardHeight}>
      <h2 id={nameId} className={styles.name}>
        {service.name}
      </h2>
      <PriceTag price={service.discountedPrice} mrp={service.originalPrice} discount={service.discountPercentage} size="large" />
      <ReportTime text={service.reportTime} />
      <div className={styles.action}>{action}</div>
    </article>
  );
}
