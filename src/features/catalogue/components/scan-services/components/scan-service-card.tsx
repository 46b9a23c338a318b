import { useId, type CSSProperties, type ReactNode } from 'react';
import { Icon } from '@/design-system/icon/icon';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import { surfaceClassName } from '@/design-system/surface/surface';
import type { ScanServiceWithDefaults } from '@/features/catalogue/model/scan-service-defaults';
import { serviceAnchorId } from '@/features/catalogue/components/scan-services/service-anchor';
import styles from '@/features/catalogue/components/scan-services/components/scan-service-card.module.css';

/** Height of a scan service card in theme spacing units; the loading skeleton uses the same. */
export const SCAN_SERVICE_CARD_HEIGHT = 30;

/** Material Design's ScheduleOutlined (Apache 2.0), drawn without MUI. */
const schedulePath =
  'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8m.5-13H11v6l5.25 3.15.75-1.23-4.5-2.67z';
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
      <div className={styles.reportTime}>
        <Icon path={schedulePath} size={20} className={styles.icon} />
        <p className={styles.reportText}>{service.reportTime}</p>
      </div>
      <div className={styles.action}>{action}</div>
    </article>
  );
}
