import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { emotionCache } from './emotion-cache';
import { theme } from './theme';

/**
 * MUI's theme with its CSS variables and the baseline (tokens, fonts, focus ring) written, on the shared Emotion
 * cache. The prerender renders it once per page to collect them into the shared stylesheet; a page rendered in
 * the browser (the client shell, development, Storybook) has it at its root. No `MuiTheme` writes them.
 */
export function ThemeBaseline({ children }: { children?: ReactNode }) {
  return (
    <CacheProvider value={emotionCache()}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
