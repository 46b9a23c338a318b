import { renderToString } from 'react-dom/server';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '@theme/theme';

/**
 * Inserts the theme's CSS variables and the baseline (tokens, fonts, focus ring) into `cache`, first, so they
 * open the page's styles. The browser never writes them: no `MuiTheme` generates them, the stylesheet holds them.
 */
export function insertGlobalStyles(cache: EmotionCache): void {
  renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
      </ThemeProvider>
    </CacheProvider>,
  );
}
