import createCache from '@emotion/cache';

/**
 * The one Emotion cache key, shared by the prerender and the browser: the browser's cache adopts the
 * `<style data-emotion="css …">` tags written into the page instead of inserting those rules again.
 */
export function createEmotionCache() {
  return createCache({ key: 'css' });
}
