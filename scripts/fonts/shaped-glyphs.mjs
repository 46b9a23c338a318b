// Shaping with HarfBuzz (as browsers do) to cut a font to the glyphs a known text needs. Devanagari joins
// letters into conjuncts and half forms: a subset by characters keeps every conjunct those characters could
// form (hundreds, most never used); a subset by the glyphs the text's shaping passes through keeps only its own.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';

const require = createRequire(import.meta.url);
const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x200;
const tag = (name) => [...name].reduce((value, char) => (value << 8) + char.charCodeAt(0), 0);

function shapeRun(font, run, trace) {
  const buffer = new hb.Buffer();
  buffer.addText(run);
  buffer.guessSegmentProperties();
  const steps = trace ? hb.shapeWithTrace(font, buffer, [], 0, 0) : (hb.shape(font, buffer), []);
  return { buffer, steps };
}

/** A font file (WOFF2 or TrueType) as TrueType, which HarfBuzz reads. */
export const readTrueType = (file) => fontverter.convert(readFileSync(file), 'truetype');

const fontOf = (ttf) => new hb.Font(new hb.Face(new hb.Blob(ttf), 0));

/** Every glyph shaping `runs` produces, the final ones and those its substitutions pass through on the way. */
export function shapedGlyphs(ttf, runs) {
  const font = fontOf(ttf);
  const glyphs = new Set();
  for (const run of runs) {
    const { buffer, steps } = shapeRun(font, run, true);
    for (const step of steps) if (step.glyphs) for (const glyph of step.t) glyphs.add(glyph.g);
    for (const glyph of buffer.getGlyphInfos()) glyphs.add(glyph.codepoint);
  }
  return glyphs;
}

/** The runs that `subset` shapes differently from `full` (other glyph positions, or a missing glyph). */
export function runsShapedDifferently(full, subset, runs) {
  const [fullFont, subsetFont] = [fontOf(full), fontOf(subset)];
  const shaped = (font, run) => {
    const { buffer } = shapeRun(font, run, false);
    return { missing: buffer.getGlyphInfos().some((glyph) => glyph.codepoint === 0), positions: JSON.stringify(buffer.getGlyphPositions()) };
  };
  return runs.filter((run) => {
    const [expected, actual] = [shaped(fullFont, run), shaped(subsetFont, run)];
    return actual.missing || actual.positions !== expected.positions;
  });
}

let wasm;
async function subsetter() {
  if (!wasm) {
    const { instance } = await WebAssembly.instantiate(readFileSync(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')));
    wasm = instance.exports;
    wasm._initialize();
  }
  return wasm;
}

/** `ttf` (TrueType) cut to `glyphs` and the `codePoints` that map to them, the weight axis kept as `wght` says. */
export async function subsetToGlyphs(ttf, { codePoints, glyphs, wght }) {
  const w = await subsetter();
  const heap = () => new Uint8Array(w.memory.buffer);
  const pointer = w.malloc(ttf.byteLength);
  heap().set(ttf, pointer);
  const blob = w.hb_blob_create(pointer, ttf.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = w.hb_face_create(blob, 0);
  w.hb_blob_destroy(blob);
  const input = w.hb_subset_input_create_or_fail();
  const unicodes = w.hb_subset_input_unicode_set(input);
  for (const codePoint of codePoints) w.hb_set_add(unicodes, codePoint);
  const glyphSet = w.hb_subset_input_glyph_set(input);
  for (const glyph of glyphs) w.hb_set_add(glyphSet, glyph);
  // The glyphs are the closure already: HarfBuzz's own would add every conjunct the characters could form.
  w.hb_subset_input_set_flags(input, w.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE);
  w.hb_subset_input_set_axis_range(input, face, tag('wght'), wght.min, wght.max, NaN);
  const subset = w.hb_subset_or_fail(face, input);
  w.hb_subset_input_destroy(input);
  if (subset === 0) throw new Error('HarfBuzz could not subset the font');
  const result = w.hb_face_reference_blob(subset);
  const offset = w.hb_blob_get_data(result, 0);
  const bytes = Buffer.from(heap().subarray(offset, offset + w.hb_blob_get_length(result)));
  w.hb_blob_destroy(result);
  w.hb_face_destroy(subset);
  w.hb_face_destroy(face);
  w.free(pointer);
  return bytes;
}
