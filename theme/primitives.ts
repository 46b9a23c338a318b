/** Raw scales. Screens never use these directly: they go through tokens.ts and the MUI palette. */
export const ramps = {
  teal: {
    50: '#E8F5F4',
    100: '#C5E6E3',
    200: '#9DD4CF',
    300: '#62B8B0',
    400: '#2F9D94',
    500: '#0F827A',
    600: '#0B6F68',
    700: '#095C57',
    800: '#074845',
    900: '#053532',
  },
  saffron: {
    50: '#FFF6EB',
    100: '#FFE6C7',
    200: '#FFCF8F',
    500: '#E8862A',
    700: '#A8480C',
    800: '#8A3A0A',
  },
  slate: {
    0: '#FFFFFF',
    50: '#F6F8F9',
    100: '#EDF1F3',
    200: '#DDE3E7',
    300: '#C3CCD2',
    400: '#8E9BA5',
    500: '#66747F',
    600: '#4D5963',
    700: '#36414A',
    800: '#232C33',
    900: '#141A1F',
  },
  red: { 50: '#FDECEA', 100: '#F9D0CC', 600: '#C0271D', 700: '#A61E16', 800: '#861811' },
  green: { 50: '#EAF6EE', 100: '#CBE9D4', 600: '#1F7A43', 700: '#19683A', 800: '#13532E' },
  blue: { 600: '#1D4ED8', 700: '#1E40AF' },
} as const;

export { breakpointValues } from './breakpoints';

export const spacingUnitPx = 8;

export const radii = { sm: 6, md: 12, lg: 20, pill: 999 } as const;

export const fontFamily = '"Figtree Variable", "Segoe UI", Roboto, "Noto Sans", Arial, sans-serif';

/** rem sizes; body never below 1rem (16 px). */
export const typeScale = {
  display: { fontSize: '2.75rem', lineHeight: 1.15, fontWeight: 750 },
  h1: { fontSize: '2.25rem', lineHeight: 1.2, fontWeight: 700 },
  h2: { fontSize: '1.75rem', lineHeight: 1.25, fontWeight: 700 },
  h3: { fontSize: '1.375rem', lineHeight: 1.3, fontWeight: 650 },
  h4: { fontSize: '1.125rem', lineHeight: 1.35, fontWeight: 650 },
  body1: { fontSize: '1rem', lineHeight: 1.6 },
  body2: { fontSize: '0.9375rem', lineHeight: 1.55 },
  caption: { fontSize: '0.875rem', lineHeight: 1.45 },
  button: { fontSize: '1rem', fontWeight: 600, textTransform: 'none' as const, letterSpacing: 0 },
} as const;
