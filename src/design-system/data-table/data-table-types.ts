import type { ReactNode } from 'react';

/** Which way a column is sorted, as `aria-sort` names it. */
export type SortDirection = 'ascending' | 'descending';

/** The column a table is sorted by. */
export type DataTableSort = { columnId: string; direction: SortDirection };

/** One column of a DataTable. */
export type DataTableColumn<Row> = {
  /** Stable id of the column; the sort names it. */
  id: string;
  /** The header's text, which names every cell of the column for screen readers. */
  header: string;
  /** What the column shows for a row. */
  cell: (row: Row) => ReactNode;
  /** Offers sorting by this column: its header becomes a button that asks for the other direction. */
  sortable?: boolean;
  /** Aligns the column to the end, for counts and amounts. */
  align?: 'start' | 'end';
  /** Keeps the column's cells on one line (times, statuses), widening the table rather than wrapping. */
  nowrap?: boolean;
};
