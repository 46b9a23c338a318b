import type { Theme } from '@mui/material/styles';
import { tokens } from '@theme/tokens';

/** Marks the item a link landed on: the fragment's target on arrival, or the focus it was given from the keyboard. */
export function landedOutline(theme: Theme) {
  return { '&:target, &:focus-visible': { outline: `2px solid ${tokens.brand}`, outlineOffset: theme.spacing(0.5) } };
}
