import type { Components, Theme } from '@mui/material/styles';
import { tokens } from '../tokens';

export const feedbackCustomizations: Components<Theme> = {
  MuiAlert: {
    styleOverrides: {
      root: {
        borderRadius: 12,
        alignItems: 'flex-start',
        variants: [
          {
            props: { variant: 'standard', severity: 'error' },
            style: { backgroundColor: tokens.errorSoft, color: tokens.error, border: `1px solid ${tokens.error}` },
          },
          { props: { variant: 'standard', severity: 'success' }, style: { backgroundColor: tokens.successSoft, color: tokens.success } },
        ],
      },
    },
  },
  MuiSkeleton: { defaultProps: { animation: 'wave' } },
  MuiDialog: { styleOverrides: { paper: { borderRadius: 20 } } },
  MuiLinearProgress: { styleOverrides: { root: { height: 8, borderRadius: 999 } } },
};
