import type { Theme } from '@mui/material/styles';

/**
 * Card height in theme spacing units by breakpoint: the tallest card's content at the narrowest width
 * of each range, so every loaded card and its skeleton are the same height and nothing shifts.
 */
export const selfCheckCardHeight = { xs: 41, sm: 40, md: 43, lg: 43 } as const;

/** The heights above as a responsive sx value. */
export function selfCheckCardHeightSx(theme: Theme) {
  const { xs, sm, md, lg } = selfCheckCardHeight;
  return { xs: theme.spacing(xs), sm: theme.spacing(sm), md: theme.spacing(md), lg: theme.spacing(lg) };
}
