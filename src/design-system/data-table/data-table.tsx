import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SortHeader } from '@/design-system/data-table/components/sort-header';
import type { DataTableColumn, DataTableSort } from '@/design-system/data-table/data-table-types';
import { ROW_LINK_ATTRIBUTE } from '@/design-system/data-table/row-focus';
import styles from '@/design-system/data-table/data-table.module.css';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';

export type DataTableProps<Row> = {
  /** What the rows are, e.g. "Leads, newest first": the table's caption, which also names its scroll region. */
  caption: ReactNode;
  /** Hides the caption from sight (a heading above says the same); screen readers still read it. */
  captionHidden?: boolean;
  /** The columns, in order; the first one's cells are the rows' headers. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows, in the order shown. */
  rows: readonly Row[];
  /** A stable key per row. */
  rowKey: (row: Row) => string;
  /** Where a row leads: its first cell becomes a real link (Tab reaches it, Enter follows it); a click on the row follows it too. */
  rowHref?: (row: Row) => string;
  /** Rows to tint, e.g. those that arrived since the list was last looked at; say why in a cell's words too. */
  isRowHighlighted?: (row: Row) => boolean;
  /** The column the rows are sorted by: its header carries `aria-sort`. */
  sort?: DataTableSort;
  /** Called when a sortable column's header is pressed, with the order asked for. */
  onSortChange?: (sort: DataTableSort) => void;
  /** id of the table element. */
  id?: string;
};

/**
 * A dense, real `<table>`: a caption, column headers with `scope`, `aria-sort` on the sorted column, sortable
 * headers as buttons, row headers in the first column. Wider than the screen (at 320 px), it scrolls sideways
 * inside a region named by the caption, which takes focus so the keyboard can scroll it too.
 */
export function DataTable<Row>({ caption, captionHidden, columns, rows, rowKey, rowHref, isRowHighlighted, sort, onSortChange, id }: DataTableProps<Row>) {
  const captionId = useId();
  const alignClass = (column: DataTableColumn<Row>) =>
    [column.align === 'end' && styles.end, column.nowrap && styles.nowrap].filter(Boolean).join(' ') || undefined;

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus so the keyboard can scroll it (WCAG 2.1.1)
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={styles.scroller}>
      <table id={id} className={styles.table}>
        <caption id={captionId} className={captionHidden ? hidden.visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.columnId === column.id ? sort.direction : undefined;
              return (
                <th key={column.id} scope="col" aria-sort={direction} className={[styles.header, alignClass(column)].filter(Boolean).join(' ')}>
                  {column.sortable && onSortChange ? (
                    <SortHeader header={column.header} direction={direction} onSort={(next) => onSortChange({ columnId: column.id, direction: next })} />
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const href = rowHref?.(row);
            return (
              <tr key={rowKey(row)} className={[href && styles.linkedRow, isRowHighlighted?.(row) && styles.highlighted].filter(Boolean).join(' ') || undefined}>
                {columns.map((column, index) =>
                  index === 0 ? (
                    <th key={column.id} scope="row" className={[styles.cell, styles.rowHeader, alignClass(column)].filter(Boolean).join(' ')}>
                      {href ? (
                        <Link to={href} className={styles.rowLink} {...{ [ROW_LINK_ATTRIBUTE]: '' }}>
                          {column.cell(row)}
                        </Link>
                      ) : (
                        column.cell(row)
                      )}
                    </th>
                  ) : (
                    <td key={column.id} className={[styles.cell, alignClass(column)].filter(Boolean).join(' ')}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
