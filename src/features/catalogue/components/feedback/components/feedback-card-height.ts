import type { Theme } from '@mui/material/styles';

/**
 * Card height in theme spacing units by breakpoint: the tallest card's content at the narrowest width
 * of each range, so every loaded card and its skeleton are the same height and nothing shifts.
 */
export const feedbackCardHeight = { xs: 44, sm: 37, md: 40, lg: 43 } as const;

/** The heights above as a responsive sx value. */
export function feedbackCardHeightSx(theme: Theme) {
  const { xs, sm, md, lg } = feedbackCardHeight;
  return { xs: theme.spacing(xs), sm: theme.spacing(sm), md: theme.spacing(md), lg: theme.spacing(lg) };
}
