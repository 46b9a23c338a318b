import { DataTableSkeleton } from '@/design-system/data-table/data-table-skeleton';
import { Skeleton } from '@/design-system/skeleton/skeleton';
import styles from '@/features/staff/components/speed-sections.module.css';
import { SPEED_TABLE_HEADERS } from '@/features/staff/components/speed-table';

/** Rows of the placeholder: the routes most sites have in a period, so the first screen does not jump. */
const SKELETON_ROWS = 8;
/** A row's tallest cells hold a figure, its shares' bar and their percentages: three lines. */
const ROW_LINES = 3;

/** The speed report while it loads: its summary line, the "By route" heading and legend, and the table's frame. */
export function SpeedSkeleton() {
  return (
    <div className={styles.report}>
      <Skeleton variant="text" width="60%" />
      <div className={styles.section}>
        <Skeleton variant="text" width="8rem" className={styles.headingSkeleton} />
        <Skeleton variant="text" width="90%" />
        <DataTableSkeleton headers={SPEED_TABLE_HEADERS} rows={SKELETON_ROWS} firstCellLines={ROW_LINES} />
      </div>
    </div>
  );
}
