import { Skeleton } from '@/design-system/skeleton/skeleton';
import styles from '@/features/catalogue/components/package-detail/components/package-detail-skeleton.module.css';

/** The package's picture, name, stars, price and button as placeholders. */
export function PackageDetailSkeleton() {
  return (
    <div className={styles.layout}>
      <Skeleton variant="rounded" className={styles.picture} />
      <div className={styles.facts}>
        <Skeleton variant="text" width="70%" className={styles.name} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="50%" className={styles.price} />
        <Skeleton variant="rounded" className={styles.action} />
      </div>
    </div>
  );
}
