import { useId, type CSSProperties } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { surfaceClassName } from '@/design-system/surface/surface';
import { scanPictures } from '@/features/catalogue/components/scans-grid/scan-pictures';
import { scanServiceKindById } from '@/features/catalogue/model/scan-service-kinds';
import type { Scan } from '@/features/catalogue/schemas/scan';
import styles from '@/features/catalogue/components/scans-grid/components/scan-card.module.css';

/** Height of a scan card in theme spacing units; the loading skeleton uses the same. */
export const SCAN_CARD_HEIGHT = 24;

const cardHeight = { '--card-height': SCAN_CARD_HEIGHT } as CSSProperties;

/** A scan: its picture and name; opens /medical-services/{id}. */
export function ScanCard({ scan }: { scan: Scan }) {
  const nameId = useId();
  return (
    <li className={`${surfaceClassName} ${styles.card}`} style={cardHeight}>
      <RouterLink to={`/medical-services/${scan.id}`} aria-labelledby={nameId} className={styles.link}>
        <img src={scanPictures[scanServiceKindById[scan.id]]} alt="" width={96} height={96} loading="lazy" className={styles.picture} />
        <h3 id={nameId} className={styles.name}>
          {scan.scanName}
        </h3>
      </RouterLink>
    </li>
  );
}
