// @vitest-environment node
import { readFileSync } from 'node:fs';
import { devanagariCodePoints, devanagariRuns, siteHindiText } from '../../../scripts/fonts/devanagari-text.mjs';
import { readTrueType, runsShapedDifferently } from '../../../scripts/fonts/shaped-glyphs.mjs';

// When these fail, run `node scripts/fonts/subset-devanagari.mjs`: it rewrites the subset and its stylesheet.

const fontsource = 'node_modules/@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2';

/** The code points of a CSS `unicode-range` value. */
function codePointsOf(unicodeRange: string): Set<number> {
  return new Set(
    unicodeRange.split(',').flatMap((range) => {
      const [from = 0, to = from] = range.trim().slice(2).split('-').map((digits) => parseInt(digits, 16));
      return Array.from({ length: to - from + 1 }, (_, i) => from + i);
    }),
  );
}

it('draws every Devanagari character of the Hindi text with the subset Hindi pages preload', () => {
  const css = readFileSync('src/app/fonts-devanagari.css', 'utf8');
  const [, subsetRange = ''] = /noto-devanagari-site\.woff2[^}]*unicode-range:([^;]*);/.exec(css) ?? [];
  const inSubset = codePointsOf(subsetRange);
  const missing = [...devanagariCodePoints(siteHindiText())].filter((codePoint) => !inSubset.has(codePoint)).map((codePoint) => String.fromCodePoint(codePoint));
  expect(missing).toEqual([]);
});

it('shapes every run of the Hindi text as the whole font does: each conjunct and half form it writes is in the subset', async () => {
  const full = await readTrueType(fontsource);
  const subset = await readTrueType('src/app/fonts/noto-devanagari-site.woff2');
  const runs = devanagariRuns(siteHindiText());
  expect(runs.length).toBeGreaterThan(1000);
  expect(runsShapedDifferently(full, subset, runs)).toEqual([]);
});
