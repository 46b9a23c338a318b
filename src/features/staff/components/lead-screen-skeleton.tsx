import { Skeleton } from '@/design-system/skeleton/skeleton';
import styles from '@/features/staff/components/lead-page.module.css';

/** A lead's page while it loads: the overview's rows and the first parts' outlines. */
export function LeadScreenSkeleton() {
  return (
    <div className={styles.page} data-testid="lead-skeleton">
      <div className={styles.overview}>
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={styles.field}>
            <Skeleton variant="text" width="40%" />
            <Skeleton variant="text" width="70%" />
          </div>
        ))}
      </div>
      <div className={styles.columns}>
        {Array.from({ length: 2 }, (_, index) => (
          <div key={index} className={styles.section}>
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="rounded" height="12rem" />
          </div>
        ))}
      </div>
    </div>
  );
}
