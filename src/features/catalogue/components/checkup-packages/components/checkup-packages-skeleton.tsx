import { CardSkeletonGrid } from '@/design-system/data-state/card-skeleton-grid';
import { Skeleton } from '@/design-system/skeleton/skeleton';
import { CHECKUP_CARD_MIN_HEIGHT, checkupColumns } from '@/features/catalogue/components/checkup-packages/components/checkup-grid';
import styles from '@/features/catalogue/components/checkup-packages/components/checkup-packages-skeleton.module.css';

/** Widths in spacing units of the data file's first pills ('All', 'Full Body', 'Diabetes' …). */
const pillWidths = [6, 12, 11, 9, 10, 17, 15];

/** The filter's pills and a row of package cards. */
export function CheckupPackagesSkeleton() {
  return (
    <div>
      <div className={styles.pills}>
        {pillWidths.map((width, index) => (
          <Skeleton key={index} variant="rounded" width={`calc(${width} * var(--hv-spacing))`} className={styles.pill} />
        ))}
      </div>
      <CardSkeletonGrid count={3} cardHeight={CHECKUP_CARD_MIN_HEIGHT} columns={checkupColumns} />
    </div>
  );
}
