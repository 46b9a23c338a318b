// Writes the two Figtree subsets the site's CSS uses (src/app/fonts/): `figtree-site.woff2`, the glyphs of
// nearly every page's text, preloaded; `figtree-rupee.woff2`, the ₹ alone (small enough to be inlined in the
// CSS). Run it after a Figtree upgrade: `node scripts/fonts/subset-figtree.mjs`; it prints the unicode-ranges
// for src/app/fonts.css. Fontsource's latin file lacks ₹, which lives in latin-ext: without these, every page
// with a price fetched a second font late, discovered only once its text was laid out.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const fontsource = 'node_modules/@fontsource-variable/figtree/files';
const target = 'src/app/fonts';

/** Always in the site subset besides ASCII: the no-break space, typographic quotes, the bullet and the ellipsis. */
const TYPOGRAPHY = [0xa0, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2022, 0x2026];

/** Code points of the site subset: ASCII (with its controls, so no whitespace asks for another face), typography and the few others in the site's own text (data files and sources). */
function siteCodePoints() {
  const found = new Set([...Array.from({ length: 0x80 }, (_, i) => i), ...TYPOGRAPHY]);
  const sources = ['public/data', 'public/detailedData', 'src'].flatMap((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(json|tsx?)$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  );
  for (const file of sources) for (const char of readFileSync(file, 'utf8')) found.add(char.codePointAt(0));
  return [...found].filter((codePoint) => codePoint <= 0x24f || (codePoint >= 0x2000 && codePoint <= 0x22ff)).sort((a, b) => a - b);
}

/** Consecutive code points joined into [from, to] ranges. */
function rangesOf(codePoints) {
  const ranges = [];
  for (const codePoint of codePoints) {
    const last = ranges.at(-1);
    if (last && last[1] === codePoint - 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  return ranges;
}

const RUPEE = 0x20b9;

const textOf = (ranges) => ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = (ranges) => ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');

async function write(source, ranges, file) {
  const font = await subsetFont(readFileSync(path.join(fontsource, source)), textOf(ranges), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 800 } },
  });
  writeFileSync(path.join(target, file), font);
  console.log(`${file}: ${font.length} bytes; unicode-range: ${unicodeRange(ranges)}`);
}

/** Fontsource's own unicode-ranges of its latin and latin-ext files. */
const FONTSOURCE_LATIN = 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const FONTSOURCE_LATIN_EXT =
  'U+0100-02BA, U+02BD-02C5, U+02C7-02CC, U+02CE-02D7, U+02DD-02FF, U+1D00-1DBF, U+1E00-1E9F, U+1EF2-1EFF, U+2020, U+20A0-20AB, U+20AD-20C0, U+2113, U+2C60-2C7F, U+A720-A7FF';

const codePointsOf = (unicodeRanges) =>
  unicodeRanges.split(', ').flatMap((range) => {
    const [from, to = from] = range.slice(2).split('-').map((digits) => parseInt(digits, 16));
    return Array.from({ length: to - from + 1 }, (_, i) => from + i);
  });

// A browser loads every face whose range holds a character of the page, so the ranges must not overlap:
// Fontsource's files keep only what the subsets lack.
const site = siteCodePoints().filter((codePoint) => codePoint !== RUPEE);
const inSubsets = new Set([...site, RUPEE]);
await write('figtree-latin-wght-normal.woff2', rangesOf(site), 'figtree-site.woff2');
await write('figtree-latin-ext-wght-normal.woff2', [[RUPEE, RUPEE]], 'figtree-rupee.woff2');
for (const [file, ranges] of [['figtree-latin', FONTSOURCE_LATIN], ['figtree-latin-ext', FONTSOURCE_LATIN_EXT]]) {
  console.log(`${file} (Fontsource): unicode-range: ${unicodeRange(rangesOf(codePointsOf(ranges).filter((codePoint) => !inSubsets.has(codePoint))))}`);
}
