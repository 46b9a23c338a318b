import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { emotionCache } from '@theme/emotion-cache';
import { theme } from '@theme/theme';

/**
 * The theme's variables and the baseline for a page rendered in the browser (the client shell, development):
 * a prerendered page's stylesheet holds them, and no `MuiTheme` writes them.
 */
export function ClientBaseline({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache()}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
