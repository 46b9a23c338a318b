import type { ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { emotionCache } from './emotion-cache';
import { theme } from './theme';

// The theme is built with `cssVariables` (theme.ts): tells MUI's types, which then accept the provider's options for it.
declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
}

/**
 * The theme for a subtree that renders MUI components: a page's content, a deferred section, the drawer.
 * Only those load MUI and Emotion; the shell around them is plain HTML. The page's stylesheet already holds the theme's
 * variables and baseline (the prerender collects them once), so no instance writes them again.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache()}>
      <ThemeProvider theme={theme} disableStyleSheetGeneration>
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
