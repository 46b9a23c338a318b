import type { SortDirection } from '@/design-system/data-table/data-table-types';
import { Icon } from '@/design-system/icon/icon';
import styles from '@/design-system/data-table/data-table.module.css';

const arrows: Record<SortDirection | 'none', string> = {
  ascending: 'M4 12l1.41 1.41L11 7.83V20h2V7.83l5.58 5.59L20 12l-8-8-8 8z',
  descending: 'M20 12l-1.41-1.41L13 16.17V4h-2v12.17l-5.58-5.59L4 12l8 8 8-8z',
  none: 'M12 5.83 15.17 9l1.41-1.41L12 3 7.41 7.59 8.83 9 12 5.83zm0 12.34L8.83 15l-1.41 1.41L12 21l4.59-4.59L15.17 15 12 18.17z',
};

type SortHeaderProps = {
  /** The column's header text, the button's name. */
  header: string;
  /** The column's direction when it is the sorted one. */
  direction: SortDirection | undefined;
  /** Asks for the column sorted the other way (ascending first). */
  onSort: (direction: SortDirection) => void;
};

/** A sortable column's header: a button named by the header; `aria-sort` on its `th` says the current order. */
export function SortHeader({ header, direction, onSort }: SortHeaderProps) {
  return (
    <button type="button" className={styles.sortButton} onClick={() => onSort(direction === 'ascending' ? 'descending' : 'ascending')}>
      {header}
      <Icon path={arrows[direction ?? 'none']} size={16} className={direction ? styles.sortIcon : `${styles.sortIcon} ${styles.unsorted}`} />
    </button>
  );
}
