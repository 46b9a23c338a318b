import type { ContrastKind } from './contrast';
import type { tokens } from './tokens';

/** A functional colour token's name (tokens.ts). */
export type TokenName = keyof typeof tokens;

/** Two tokens the site draws one on the other, where, and as what (which sets the ratio WCAG asks of it). */
export type ColourPair = {
  /** The text's or the part's colour. */
  foreground: TokenName;
  /** The colour right behind it. */
  background: TokenName;
  /** Where the site draws it, in words. */
  use: string;
  /** Body text (4.5:1), large text (3:1) or a UI part or icon (3:1). */
  kind: ContrastKind;
};

/**
 * The text/background and part/background pairs the site uses, found in theme/components and the stylesheets under
 * src/ (their `--hv-token-*` variables). A unit test (tests/unit/colour-contrast.test.ts) fails when one drops below
 * AA, and the Foundations/Colour page shows each with its ratio. A new pairing on a screen belongs here.
 */
export const colourPairs: readonly ColourPair[] = [
  { foreground: 'text', background: 'surface', use: 'Body text, headings, field labels', kind: 'text' },
  { foreground: 'textMuted', background: 'surface', use: 'Descriptions, hints, captions, the struck MRP', kind: 'text' },
  { foreground: 'brand', background: 'surface', use: 'Links, outlined buttons, carousel arrows, the skip link', kind: 'text' },
  { foreground: 'brandStrong', background: 'surface', use: 'The offline page’s heading', kind: 'text' },
  { foreground: 'error', background: 'surface', use: 'A field’s error message, the error summary’s links', kind: 'text' },
  { foreground: 'success', background: 'surface', use: 'A health check’s report time, good ticks in the staff speed chart', kind: 'text' },
  { foreground: 'accent', background: 'textOnBrand', use: 'The accent sign-in panel’s switch link, hovered (white behind)', kind: 'text' },
  { foreground: 'text', background: 'surfaceMuted', use: 'Table headings, neutral status tags, tool facts, muted panels', kind: 'text' },
  { foreground: 'textMuted', background: 'surfaceMuted', use: 'Self-check needs, secondary text in muted panels', kind: 'text' },
  { foreground: 'brand', background: 'surfaceMuted', use: 'Links in a legal page’s contents box and muted panels', kind: 'text' },
  { foreground: 'textMuted', background: 'surfaceSunken', use: 'A centre card’s “Closed” label', kind: 'text' },
  { foreground: 'text', background: 'brandSoft', use: 'The home hero’s claims, information boxes, the contact page’s panel', kind: 'text' },
  { foreground: 'textMuted', background: 'brandSoft', use: 'The home hero’s lead, counter labels', kind: 'text' },
  { foreground: 'brand', background: 'brandSoft', use: 'Brand status tags, counter figures, test counts, “Shop Now”', kind: 'text' },
  { foreground: 'brandStrong', background: 'brandSoft', use: 'A product card’s badge', kind: 'text' },
  { foreground: 'text', background: 'accentSoft', use: 'The offer banner’s text, the inbox’s “Paused” notice', kind: 'text' },
  { foreground: 'accent', background: 'accentSoft', use: 'Discount badges, warning status tags', kind: 'text' },
  { foreground: 'error', background: 'errorSoft', use: 'Error alerts, error status tags, load-error boxes', kind: 'text' },
  { foreground: 'success', background: 'successSoft', use: 'Success alerts, success status tags, a centre’s “Open”', kind: 'text' },
  { foreground: 'textOnBrand', background: 'brand', use: 'Contained buttons, selected pills and chips, step numbers', kind: 'text' },
  { foreground: 'textOnBrand', background: 'brandStrong', use: 'Contained buttons hovered or busy, a selected chip focused', kind: 'text' },
  { foreground: 'textOnBrand', background: 'accent', use: 'The accent sign-in panel', kind: 'text' },
  { foreground: 'textOnBrand', background: 'error', use: 'Error buttons (filled)', kind: 'text' },
  { foreground: 'textOnBrand', background: 'success', use: 'Success buttons and filled success chips (MUI)', kind: 'text' },
  { foreground: 'focus', background: 'surface', use: 'The focus ring on light surfaces', kind: 'ui' },
  { foreground: 'focus', background: 'focusHalo', use: 'The focus ring against its own white halo', kind: 'ui' },
  { foreground: 'focusHalo', background: 'brand', use: 'The focus ring’s halo on brand surfaces, which carries it there', kind: 'ui' },
  { foreground: 'borderStrong', background: 'surface', use: 'Input and select borders, empty rating stars, carousel dots', kind: 'ui' },
  { foreground: 'brand', background: 'surface', use: 'The current carousel dot, outlined button borders', kind: 'ui' },
  { foreground: 'error', background: 'surface', use: 'A field’s border when it has an error', kind: 'ui' },
  { foreground: 'accent', background: 'surface', use: 'Filled rating stars', kind: 'ui' },
];
