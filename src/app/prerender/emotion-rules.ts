import type { EmotionCache } from '@emotion/cache';

/**
 * One Emotion rule set a prerendered page inserted: a class's rules, or a global style (baseline, theme variables).
 * `inHtml` is false for a class no element carries: a layer MUI's nested `styled()` components compose into the
 * class they render (Link over Typography), which the browser's Emotion computes and inserts again on hydration
 * unless the page says it holds it.
 */
export type EmotionRule = { id: string; css: string; global: boolean; inHtml: boolean };

/**
 * Every rule the render inserted, in insertion order (which is their cascade order), each on its own so the
 * prerender can inline what the HTML uses and move the rest, and what most pages share, into one cached stylesheet.
 */
export function insertedEmotionRules(cache: EmotionCache, html: string): EmotionRule[] {
  const classPattern = new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g');
  const usedIds = new Set([...html.matchAll(classPattern)].map((match) => match[1]));
  return Object.entries(cache.inserted).flatMap(([id, css]): EmotionRule[] => {
    if (typeof css !== 'string') return [];
    const global = cache.registered[`${cache.key}-${id}`] === undefined;
    return [{ id, css, global, inHtml: global || usedIds.has(id) }];
  });
}
