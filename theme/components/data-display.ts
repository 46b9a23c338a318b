import type { Components, Theme } from '@mui/material/styles';
import { tokens } from '../tokens';

export const dataDisplayCustomizations: Components<Theme> = {
  MuiChip: {
    styleOverrides: { root: { fontWeight: 600, borderRadius: 8 } },
  },
  MuiDivider: { styleOverrides: { root: { borderColor: tokens.border } } },
  MuiRating: { styleOverrides: { iconFilled: { color: tokens.accent } } },
};
