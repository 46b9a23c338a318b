import type { Components, Theme } from '@mui/material/styles';
import { focusRing, tokens } from '../tokens';

export const surfacesCustomizations: Components<Theme> = {
  MuiPaper: { styleOverrides: { rounded: { borderRadius: 16 } } },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: {
        borderRadius: 16,
        border: `1px solid ${tokens.border}`,
        boxShadow: '0 1px 2px rgba(20, 26, 31, 0.06), 0 4px 12px rgba(20, 26, 31, 0.04)',
      },
    },
  },
  MuiAccordion: {
    defaultProps: { disableGutters: true, elevation: 0 },
    styleOverrides: {
      root: { border: `1px solid ${tokens.border}`, borderRadius: 12, '&::before': { display: 'none' } },
    },
  },
  MuiAccordionSummary: {
    styleOverrides: { root: { minHeight: 56, fontWeight: 600, '&.Mui-focusVisible': { ...focusRing, backgroundColor: tokens.brandSoft } } },
  },
  MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
};
