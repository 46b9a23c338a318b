/** A font file (WOFF2 or TrueType) as TrueType, which HarfBuzz reads. */
export function readTrueType(file: string): Promise<Buffer>;
/** Every glyph shaping `runs` produces, the final ones and those its substitutions pass through on the way. */
export function shapedGlyphs(ttf: Uint8Array, runs: string[]): Set<number>;
/** The runs that `subset` shapes differently from `full` (other glyph positions, or a missing glyph). */
export function runsShapedDifferently(full: Uint8Array, subset: Uint8Array, runs: string[]): string[];
/** `ttf` (TrueType) cut to `glyphs` and the `codePoints` that map to them, the weight axis kept as `wght` says. */
export function subsetToGlyphs(
  ttf: Uint8Array,
  options: { codePoints: Iterable<number>; glyphs: Iterable<number>; wght: { min: number; max: number } },
): Promise<Buffer>;
