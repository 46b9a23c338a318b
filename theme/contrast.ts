/**
 * WCAG 2.x contrast: relative luminance of an sRGB colour and the ratio of two (1 to 21). Figures are never rounded
 * up to a pass: `formatRatio` truncates to two decimals.
 */

/** Relative luminance (0 black to 1 white) of a `#RGB` or `#RRGGBB` colour. */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = channels(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** Contrast ratio of two colours, whichever is lighter: from 1 (same) to 21 (black on white). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

export type ContrastVerdict = 'AAA' | 'AA' | 'AA large' | 'fail';

/** What a ratio passes for body text: AAA (7), AA (4.5), AA for large text and UI parts only (3), or nothing. */
export function contrastVerdict(ratio: number): ContrastVerdict {
  if (ratio >= 7) return 'AAA';
  if (ratio >= 4.5) return 'AA';
  if (ratio >= 3) return 'AA large';
  return 'fail';
}

/** What a pair is: body text (4.5:1 for AA), large text (3:1: 24 px, or 18.66 px bold) or a UI part or icon (3:1). */
export type ContrastKind = 'text' | 'large-text' | 'ui';

/** The least ratio WCAG 2.x level AA asks of each kind (1.4.3 for text, 1.4.11 for UI parts). */
export const minimumAaRatio: Record<ContrastKind, number> = { text: 4.5, 'large-text': 3, ui: 3 };

/** A ratio for people: two decimals, truncated so a pair just under a threshold never reads as on it. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

function channels(hex: string): number[] {
  const digits = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!digits) throw new Error(`Not a #RGB or #RRGGBB colour: ${hex}`);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => Number.parseInt(full.slice(start, start + 2), 16));
}
