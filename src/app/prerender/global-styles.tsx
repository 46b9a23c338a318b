import { renderToString } from 'react-dom/server';
import { ThemeBaseline } from '@theme/theme-baseline';

/**
 * Inserts the theme's CSS variables and the baseline into the page's Emotion cache (`startPageEmotionCache`),
 * first, so they open the page's styles.
 */
export function insertGlobalStyles(): void {
  renderToString(<ThemeBaseline />);
}
