import styles from '@/design-system/card-grid/card-grid.module.css';

/** The classes of a `<ul>` of cards: up to three a row, or four on wide screens. */
export function cardGridClassName({ maxColumns = 3 }: { maxColumns?: 3 | 4 } = {}): string {
  return maxColumns === 4 ? `${styles.grid} ${styles.upTo4}` : (styles.grid ?? '');
}
