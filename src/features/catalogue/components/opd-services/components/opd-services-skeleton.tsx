import { Skeleton } from '@/design-system/skeleton/skeleton';
import sizes from '@/features/catalogue/components/opd-services/components/opd-panel-size.module.css';
import styles from '@/features/catalogue/components/opd-services/components/opd-services-skeleton.module.css';

/** The widths (in spacing units) of the data file's six category pills. */
const pillWidths = [23.5, 26.5, 21.25, 18, 27.75, 19.5];

/** A row of category pills and a panel the size of the loaded ones; plain HTML. */
export function OpdServicesSkeleton() {
  return (
    <div className={styles.skeleton}>
      <div className={`${sizes.tabHeight} ${styles.pills}`}>
        {pillWidths.map((width, index) => (
          <Skeleton key={index} variant="rounded" width={`calc(${width} * var(--hv-spacing))`} className={styles.pill} />
        ))}
      </div>
      <Skeleton variant="rounded" className={`${sizes.panelHeight} ${styles.panel}`} />
    </div>
  );
}
