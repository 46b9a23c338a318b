import { Skeleton } from '@/design-system/skeleton/skeleton';
import styles from '@/design-system/data-table/data-table.module.css';

export type DataTableSkeletonProps = {
  /** The real table's column headers, so the placeholder has its columns and widths. */
  headers: readonly string[];
  /** How many placeholder rows: a page's worth keeps what follows from moving when the rows arrive. */
  rows: number;
  /** Lines of text in a row's first cell (a name over its kind is two), so the rows are as tall as the real ones. */
  firstCellLines?: number;
};

/** A DataTable's loading placeholder: the same frame, headers and dense rows, with skeleton lines in the cells. */
export function DataTableSkeleton({ headers, rows, firstCellLines = 1 }: DataTableSkeletonProps) {
  return (
    <div className={styles.scroller} data-testid="data-table-skeleton">
      <table className={styles.table}>
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} className={styles.header}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => (
            <tr key={row}>
              {headers.map((header, column) => (
                <td key={header} className={styles.cell}>
                  {Array.from({ length: column === 0 ? firstCellLines : 1 }, (_, line) => (
                    <Skeleton key={line} variant="text" width={line === 0 ? '80%' : '50%'} />
                  ))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
