import type { Components, Theme } from '@mui/material/styles';
import { focusRing, tokens } from '../tokens';

export const navigationCustomizations: Components<Theme> = {
  MuiLink: {
    defaultProps: { underline: 'hover' },
    styleOverrides: {
      root: {
        color: tokens.brand,
        fontWeight: 600,
        textUnderlineOffset: '0.2em',
        '&:focus-visible': { ...focusRing, borderRadius: 2 },
      },
    },
  },
  MuiTab: {
    styleOverrides: { root: { textTransform: 'none', fontWeight: 600, fontSize: '1rem', minHeight: 48 } },
  },
  MuiMenuItem: { styleOverrides: { root: { minHeight: 44 } } },
};
