import { readFileSync } from 'node:fs';
import { devanagariCodePoints, hindiTextFiles } from '../../../scripts/fonts/devanagari-text.mjs';

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
  const used = devanagariCodePoints(hindiTextFiles().map((file) => readFileSync(file, 'utf8')).join(''));
  const missing = [...used].filter((codePoint) => !inSubset.has(codePoint)).map((codePoint) => String.fromCodePoint(codePoint));
  // When this fails, run `node scripts/fonts/subset-devanagari.mjs`: it rewrites the subset and its stylesheet.
  expect(missing).toEqual([]);
});
