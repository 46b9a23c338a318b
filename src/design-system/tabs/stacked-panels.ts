import styles from '@/design-system/tabs/stacked-panels.module.css';

/** Class of the element that holds every panel of a TabList in one grid cell (see stacked-panels.module.css). */
export const stackedPanelsClassName = styles.panels;

/** Class of one of those panels: shown when its tab is selected, otherwise hidden in place. */
export function stackedPanelClassName(selected: boolean): string {
  return selected ? (styles.panel ?? '') : `${styles.panel} ${styles.hidden}`;
}
