import { useSyncExternalStore } from 'react';
import { fontFamily } from '@theme/primitives';

const siteFamily = (fontFamily.split(',')[0] ?? '').replace(/["']/g, '').trim();
const sampleFamily = `${siteFamily} (foundations sample)`;
let registered = false;

/** The URLs of a `src` made absolute against its stylesheet, so a face made from it loads the same files. */
const absoluteSrc = (src: string, base: string) =>
  src.replace(/url\(\s*(["']?)([^"')]+)\1\s*\)/g, (_whole, _quote, url: string) => `url("${new URL(url, base).href}")`);

/** Copies every face of the site's family (its files and ranges) under a family of its own that waits for its files. */
function registerSampleFaces() {
  if (registered) return;
  registered = true;
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRule[] = [];
    try {
      rules = Array.from(sheet.cssRules);
    } catch {
      continue;
    }
    for (const rule of rules) {
      if (!(rule instanceof CSSFontFaceRule)) continue;
      if (rule.style.getPropertyValue('font-family').replace(/["']/g, '').trim() !== siteFamily) continue;
      const range = rule.style.getPropertyValue('unicode-range');
      const face = new FontFace(sampleFamily, absoluteSrc(rule.style.getPropertyValue('src'), sheet.href ?? document.baseURI), {
        weight: rule.style.getPropertyValue('font-weight') || 'normal',
        ...(range ? { unicodeRange: range } : {}),
        display: 'block',
      });
      document.fonts.add(face);
    }
  }
}

const sampleStack = `"${sampleFamily}", ${fontFamily}`;
const noChanges = () => () => {};

/** The sample stack, its faces registered first (once). */
function registeredSampleStack(): string {
  registerSampleFaces();
  return sampleStack;
}

/**
 * The font stack for type samples. The site's faces are `font-display: optional`, so a first visit to a docs page may
 * draw them in a fallback; samples use the same files under a name of their own that waits for them (`block`).
 */
export function useSampleFontFamily(): string {
  return useSyncExternalStore(noChanges, registeredSampleStack, () => fontFamily);
}
