// Splits the Emotion rules of all prerendered pages into one stylesheet the pages share (cached once, for every
// later page) and the few rules each page inlines. The browser's Emotion cache is told, by empty
// `<style data-emotion>` markers, which rules the stylesheet already holds, so it never inserts them again.
import { createHash } from 'node:crypto';
import type { EmotionRule } from '../../src/app/prerender/emotion-rules';

const KEY = 'css';
/** A rule used by at least this share of the pages goes into the shared stylesheet. */
const SHARED_BY = 0.03;

export type PageStyles = { sharedCss: string; sharedFile: string; headTags: (rules: EmotionRule[]) => string };

type SharedStylesheet = {
  /** Opens the shared stylesheet: the font faces. */
  leadingCss?: string;
  /** Closes it: the stylesheets of chunks every page loads, `trailingFiles`, which a page marks as present. */
  trailingCss?: string;
  trailingFiles?: readonly string[];
  /** `static/css/<name>.<hash>.css`. */
  name?: string;
};

export function splitPageStyles(pages: EmotionRule[][], { leadingCss = '', trailingCss = '', trailingFiles = [], name = 'site' }: SharedStylesheet = {}): PageStyles {
  const usage = new Map<string, { rule: EmotionRule; pages: number }>();
  for (const rules of pages) {
    for (const rule of rules) {
      const seen = usage.get(rule.id) ?? { rule, pages: 0 };
      seen.pages += 1;
      usage.set(rule.id, seen);
    }
  }
  // Map order is first-use order across pages, which keeps each rule's place in the cascade.
  // Layers no element carries are not needed for the first paint: never inlined.
  const shared = [...usage.values()]
    .filter(({ rule, pages: count }) => rule.global || !rule.inHtml || count >= pages.length * SHARED_BY)
    .map(({ rule }) => rule);
  const sharedIds = new Set(shared.map((rule) => rule.id));
  const sharedCss = leadingCss + shared.map((rule) => rule.css).join('') + trailingCss;
  const sharedFile = `static/css/${name}.${createHash('sha256').update(sharedCss).digest('hex').slice(0, 10)}.css`;
  const sharedClassIds = shared.filter((rule) => !rule.global).map((rule) => rule.id);

  const headTags = (rules: EmotionRule[]) => {
    const own = rules.filter((rule) => !sharedIds.has(rule.id));
    return [
      `<link rel="stylesheet" href="/${sharedFile}">`,
      // How the chunk loader recognises a stylesheet already in the page (chunk-stylesheet-tags).
      ...trailingFiles.map((file) => `<style data-href="/${file}"></style>`),
      ...shared.filter((rule) => rule.global).map((rule) => `<style data-emotion="${KEY}-global ${rule.id}"></style>`),
      `<style data-emotion="${KEY} ${sharedClassIds.join(' ')}"></style>`,
      own.length > 0 ? `<style data-emotion="${KEY} ${own.map((rule) => rule.id).join(' ')}">${own.map((rule) => rule.css).join('')}</style>` : '',
    ]
      .filter(Boolean)
      .join('\n    ');
  };
  return { sharedCss, sharedFile, headTags };
}
