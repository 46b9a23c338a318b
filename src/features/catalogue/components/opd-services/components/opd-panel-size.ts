import type { Theme } from '@mui/material/styles';

/**
 * Minimum height of a service panel in theme spacing units, per breakpoint: the tallest category of the
 * data file at that width, so switching tabs never moves the page below, and the skeleton matches it.
 */
export const opdPanelMinHeight = { xs: 58, sm: 46, md: 32, lg: 29 } as const;

/** Height of a category pill in theme spacing units (38 px). */
export const opdTabHeight = 4.75;

/** The panel's minimum height as a responsive sx value. */
export function opdPanelHeight(theme: Theme) {
  return Object.fromEntries(Object.entries(opdPanelMinHeight).map(([breakpoint, units]) => [breakpoint, theme.spacing(units)]));
}
