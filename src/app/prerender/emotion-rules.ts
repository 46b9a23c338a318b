import type { EmotionCache } from '@emotion/cache';

/** One Emotion rule set a prerendered page uses: a class's rules, or a global style (baseline, theme variables). */
export type EmotionRule = { id: string; css: string; global: boolean };

/**
 * The rules the rendered HTML uses, in insertion order (which is their cascade order), each on its own so
 * the prerender can move the ones most pages share into one cached stylesheet. Same selection as
 * `@emotion/server`'s `extractCriticalToChunks`: globals always, classes only where the HTML names them.
 */
export function usedEmotionRules(cache: EmotionCache, html: string): EmotionRule[] {
  const classPattern = new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g');
  const usedIds = new Set([...html.matchAll(classPattern)].map((match) => match[1]));
  return Object.entries(cache.inserted).flatMap(([id, css]): EmotionRule[] => {
    if (typeof css !== 'string') return [];
    const global = cache.registered[`${cache.key}-${id}`] === undefined;
    return global || usedIds.has(id) ? [{ id, css, global }] : [];
  });
}
