// Writes the Devanagari subset Hindi pages preload (src/app/fonts/noto-devanagari-site.woff2): Noto Sans
// Devanagari, the variable font in the weights the theme uses, cut to the glyphs that shaping the site's Hindi text
// needs (every `*.hi.ts` catalogue, `*.hi.json` data sidecar and the Hindi month names of dates), and
// src/app/fonts-devanagari.css, its faces. Run it after changing Hindi text: `node scripts/fonts/subset-devanagari.mjs`
// (tests/unit/app/devanagari-subset.test.ts fails until you do). Fontsource's whole Devanagari file, ~120 KB, stays
// the face for any other Devanagari character, and for what a visitor types (a conjunct the site never writes).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import { devanagariCodePoints, devanagariRuns, siteHindiText } from './devanagari-text.mjs';
import { readTrueType, runsShapedDifferently, shapedGlyphs, subsetToGlyphs } from './shaped-glyphs.mjs';

/** Fontsource's whole Devanagari file, as the stylesheet names it and as it lies in node_modules. */
const fontsourceFile = '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2';
const source = `node_modules/${fontsourceFile}`;
const target = 'src/app/fonts/noto-devanagari-site.woff2';
const stylesheet = 'src/app/fonts-devanagari.css';

/** Shaping needs these with any Devanagari text: the joiners and the dotted circle a lone mark is drawn on. */
const SHAPING = [0x200c, 0x200d, 0x25cc];

/** Fontsource's own unicode-range of its Devanagari file. */
const FONTSOURCE_DEVANAGARI = [
  [0x0900, 0x097f], [0x1cd0, 0x1cf9], [0x200c, 0x200d], [0x20a8, 0x20a8], [0x20b9, 0x20b9], [0x20f0, 0x20f0],
  [0x25cc, 0x25cc], [0xa830, 0xa839], [0xa8e0, 0xa8ff], [0x11b00, 0x11b09],
];

function rangesOf(codePoints) {
  const ranges = [];
  for (const codePoint of [...codePoints].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === codePoint - 1) last[1] = codePoint;
    else ranges.push([codePoint, codePoint]);
  }
  return ranges;
}
const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = (ranges) => ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');

const text = siteHindiText();
const site = new Set([...devanagariCodePoints(text), ...SHAPING]);
const runs = devanagariRuns(text);
const full = await readTrueType(source);
const subset = await subsetToGlyphs(full, { codePoints: site, glyphs: shapedGlyphs(full, runs), wght: { min: 400, max: 800 } });
const different = runsShapedDifferently(full, subset, runs);
if (different.length > 0) throw new Error(`The subset shapes ${different.length} runs of the Hindi text differently, e.g. ${different.slice(0, 5).join(' ')}`);
const font = await fontverter.convert(subset, 'woff2', 'truetype');
writeFileSync(target, font);
// The ₹ stays Figtree's (fonts.css): the Devanagari faces leave it out.
const rest = FONTSOURCE_DEVANAGARI.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)).filter((codePoint) => !site.has(codePoint) && codePoint !== 0x20b9);

const TYPED_FAMILY = 'Noto Sans Devanagari Typed';
/** The theme's font stack (theme/primitives.ts), its one source. */
const [, siteFontFamily] = /export const fontFamily = '([^']+)'/.exec(readFileSync('theme/primitives.ts', 'utf8')) ?? [];
if (!siteFontFamily) throw new Error('theme/primitives.ts no longer exports fontFamily as a string');

const face = (src, ranges) => `@font-face {
  font-family: 'Figtree Variable';
  font-style: normal;
  font-display: optional;
  font-weight: 400 800;
  src: url(${src}) format('woff2-variations');
  unicode-range: ${unicodeRange(rangesOf(ranges))};
}
`;
writeFileSync(
  stylesheet,
  `/*
 * Written by scripts/fonts/subset-devanagari.mjs; do not edit. Hindi pages only (rsbuild.config.ts, web-hi).
 * Noto Sans Devanagari, in two faces of the site's own family (fonts.css): Figtree draws the Latin text and the
 * digits, Noto the Devanagari, each character by its face's range. \`optional\`, as Figtree: the preloaded subset
 * is there for the first paint or waits for the next page, so text never re-lays out.
 * - \`noto-devanagari-site\`: the Devanagari characters of the site's Hindi text, preloaded by Hindi pages;
 * - Fontsource's file: the rest of the script, for a character outside the subset (a visitor's search).
 */
${face('./fonts/noto-devanagari-site.woff2', site)}
${face(fontsourceFile, rest)}
/*
 * What a visitor types may join letters into a conjunct the site's text never writes, which the subset lacks: form
 * fields draw Devanagari from the whole font (\`swap\`: the field's text re-draws in place, nothing around it moves).
 * Their placeholders are the site's text, drawn by the subset, so the whole font loads only once a visitor types.
 */
@font-face {
  font-family: '${TYPED_FAMILY}';
  font-style: normal;
  font-display: swap;
  font-weight: 400 800;
  src: url(${fontsourceFile}) format('woff2-variations');
  unicode-range: ${unicodeRange(FONTSOURCE_DEVANAGARI.filter(([from]) => from !== 0x20b9))};
}

:lang(hi) :is(input, textarea) {
  font-family: '${TYPED_FAMILY}', ${siteFontFamily};
}

:lang(hi) :is(input, textarea)::placeholder {
  font-family: ${siteFontFamily};
}

/* Devanagari's marks above and below the letters need more room between lines than Latin headings leave. */
:lang(hi) :is(h1, h2, h3, h4, h5, h6) {
  line-height: 1.45;
}
`,
);
console.log(`${path.basename(target)}: ${font.length} bytes, ${site.size} characters; ${stylesheet} written`);
