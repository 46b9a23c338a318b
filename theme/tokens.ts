import { ramps } from './primitives';

/** Functional colour names (GOV.UK style) mapped onto the ramps. */
export const tokens = {
  brand: ramps.teal[700],
  brandStrong: ramps.teal[800],
  brandSoft: ramps.teal[50],
  accent: ramps.saffron[700],
  accentSoft: ramps.saffron[50],
  focus: ramps.blue[600],
  focusHalo: ramps.slate[0],
  error: ramps.red[700],
  errorSoft: ramps.red[50],
  success: ramps.green[700],
  successSoft: ramps.green[50],
  surface: ramps.slate[0],
  surfaceMuted: ramps.slate[50],
  surfaceSunken: ramps.slate[100],
  border: ramps.slate[300],
  borderStrong: ramps.slate[500],
  text: ramps.slate[900],
  textMuted: ramps.slate[600],
  textOnBrand: ramps.slate[0],
} as const;

/** Each token as a CSS variable (`--hv-token-brand-soft`), for the build-time stylesheets of static sections. */
export const tokenCssVariables = Object.fromEntries(
  Object.entries(tokens).map(([name, value]) => [`--hv-token-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`, value]),
);

/** Focus ring for every focusable thing: a 3 px ring with a white halo, visible on any surface. */
export const focusRing = {
  outline: `3px solid ${tokens.focus}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 2px ${tokens.focusHalo}`,
} as const;
