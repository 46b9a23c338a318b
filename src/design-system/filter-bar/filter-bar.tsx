import type { ReactNode } from 'react';
import styles from '@/design-system/filter-bar/filter-bar.module.css';

export type FilterBarProps = {
  /** A field that takes the whole first row, e.g. the search box. */
  search?: ReactNode;
  /** The filter fields, laid out in as many columns as fit (one at 320 px). */
  children: ReactNode;
  /** The buttons and links under the fields: apply, clear. */
  actions: ReactNode;
};

/** The layout of a list's filter form (put it inside a `Form`): a wide search row, a grid of fields, the actions. */
export function FilterBar({ search, children, actions }: FilterBarProps) {
  return (
    <div className={styles.bar}>
      {search && <div className={styles.search}>{search}</div>}
      <div className={styles.fields}>{children}</div>
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}
