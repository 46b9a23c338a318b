import type { ItemsPerPage } from '@/design-system/carousel/carousel-index';
import styles from '@/design-system/carousel/carousel.module.css';

/**
 * Hides what only serves paging (the controls, the dots) in the ranges of widths where all `count` items fit on
 * one page (1, 2 and 3 per page from xs, md and lg): CSS, so the prerendered page is right at every width.
 */
export function pagedOnlyClass(count: number): string | undefined {
  if (count <= 2) return styles.hiddenFromMd;
  if (count <= 3) return styles.hiddenFromLg;
  return undefined;
}

/** Hides the dot of `position` (0-based) where wider pages leave fewer positions than `count`. */
export function positionClass(position: number, count: number): string | undefined {
  if (position > count - 2) return styles.hiddenFromMd;
  if (position > count - 3) return styles.hiddenFromLg;
  return undefined;
}

/** Shows a status only in the range of widths that has `perPage` items per page. */
export const perPageRangeClass: Record<ItemsPerPage, string> = {
  1: `${styles.hiddenFromMd}`,
  2: `${styles.hiddenBelowMd} ${styles.hiddenFromLg}`,
  3: `${styles.hiddenBelowLg}`,
};
