import { Skeleton } from '@/design-system/skeleton/skeleton';
import { TESTS_SHOWN_FIRST } from '@/features/catalogue/components/health-check-detail/components/included-tests';
import styles from '@/features/catalogue/components/health-check-detail/components/health-check-detail-skeleton.module.css';

/** Title, booking line, price card and the first tests as placeholders. */
export function HealthCheckDetailSkeleton() {
  return (
    <div className={styles.layout}>
      <div className={styles.heading}>
        <Skeleton variant="text" width="60%" className={styles.title} />
        <Skeleton variant="text" width="35%" />
        <Skeleton variant="text" width="25%" />
      </div>
      <Skeleton variant="rounded" className={styles.price} />
      <div className={styles.tests}>
        {Array.from({ length: TESTS_SHOWN_FIRST }, (_, index) => (
          <Skeleton key={index} variant="rounded" className={styles.test} />
        ))}
      </div>
    </div>
  );
}
