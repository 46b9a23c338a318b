import { Skeleton } from '@/design-system/skeleton/skeleton';
import { surfaceClassName } from '@/design-system/surface/surface';
import results from '@/features/catalogue/components/nearby-centres/components/centre-results.module.css';
import styles from '@/features/catalogue/components/nearby-centres/components/nearby-centres-skeleton.module.css';

const placeholderCards = 3;

/** The three selects and the button, then the count and centre cards line for line. */
export function NearbyCentresSkeleton() {
  return (
    <div>
      <div className={styles.form}>
        {['state', 'city', 'locality'].map((field) => (
          <div key={field}>
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="rounded" className={styles.select} />
            <div className={styles.hint} />
          </div>
        ))}
        <Skeleton variant="rounded" className={styles.submit} />
      </div>
      <div className={styles.results}>
        <div className={results.title}>
          <Skeleton variant="text" width="40%" />
        </div>
        <div className={styles.count}>
          <Skeleton variant="text" width="20%" />
        </div>
        <div className={results.grid}>
          {Array.from({ length: placeholderCards }, (_, index) => (
            <div key={index} className={`${surfaceClassName} ${styles.card}`}>
              <div className={styles.name}>
                <Skeleton variant="text" width="80%" />
              </div>
              <Skeleton variant="rounded" width="30%" />
              {[0, 1, 2].map((line) => (
                <Skeleton key={line} variant="text" width={`${85 - line * 20}%`} />
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
