import type { Theme } from '@mui/material/styles';

/**
 * Card height in theme spacing units by breakpoint: the tallest card's content at the narrowest width
 * of each range, so every loaded card and its skeleton are the same height and nothing shifts.
 */
export const careProgramCardHeight = { xs: 54, sm: 44, md: 53, lg: 53 } as const;

/** The heights above as a responsive sx value. */
export function careProgramCardHeightSx(theme: Theme) {
  const { xs, sm, md, lg } = careProgramCardHeight;
  return { xs: theme.spacing(xs), sm: theme.spacing(sm), md: theme.spacing(md), lg: theme.spacing(lg) };
}
