import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';

/**
 * The only vendor prefix the supported browsers (rsbuild's defaults: Chrome/Edge 107+, Firefox 104+,
 * Safari 16+) still need among the properties this site uses: Safari has no unprefixed `user-select`.
 * Emotion's default prefixer targets IE-era engines and made up a third of every page's inline CSS.
 */
const prefixUserSelect: StylisPlugin = (element) => {
  if (element.type === 'decl' && element.props === 'user-select' && !element.return) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * The one Emotion cache key, shared by the prerender and the browser: the browser's cache adopts the
 * `<style data-emotion="css …">` tags written into the page instead of inserting those rules again.
 */
export function createEmotionCache() {
  return createCache({ key: 'css', stylisPlugins: [prefixUserSelect] });
}

let current: EmotionCache | undefined;

/**
 * The cache every `MuiTheme` provides: the browser's, made once, or the page the prerender is rendering. Only
 * the parts that render MUI carry it, so the shell boots without Emotion.
 */
export function emotionCache(): EmotionCache {
  current ??= createEmotionCache();
  return current;
}

/** For the prerender: a fresh cache for the page about to render, whose inserted rules it collects afterwards. */
export function startPageEmotionCache(): EmotionCache {
  current = createEmotionCache();
  return current;
}
