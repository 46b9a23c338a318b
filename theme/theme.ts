import { createTheme } from '@mui/material/styles';
import { breakpointValues, fontFamily, radii, ramps, spacingUnitPx, typeScale } from './primitives';
import { focusRing, tokenCssVariables, tokens } from './tokens';
import { dataDisplayCustomizations } from './components/data-display';
import { feedbackCustomizations } from './components/feedback';
import { inputsCustomizations } from './components/inputs';
import { navigationCustomizations } from './components/navigation';
import { surfacesCustomizations } from './components/surfaces';

/** The one theme: CSS variables prefixed `--hv`, light scheme only. */
export const theme = createTheme({
  cssVariables: { cssVarPrefix: 'hv' },
  breakpoints: { values: breakpointValues },
  spacing: spacingUnitPx,
  shape: { borderRadius: radii.md },
  palette: {
    primary: { main: tokens.brand, dark: tokens.brandStrong, light: ramps.teal[500], contrastText: tokens.textOnBrand },
    secondary: { main: tokens.accent, light: ramps.saffron[500], dark: ramps.saffron[800], contrastText: '#FFFFFF' },
    error: { main: tokens.error, light: ramps.red[600], dark: ramps.red[800], contrastText: '#FFFFFF' },
    success: { main: tokens.success, light: ramps.green[600], dark: ramps.green[800], contrastText: '#FFFFFF' },
    info: { main: ramps.blue[700], contrastText: '#FFFFFF' },
    warning: { main: ramps.saffron[800], contrastText: '#FFFFFF' },
    text: { primary: tokens.text, secondary: tokens.textMuted },
    background: { default: tokens.surface, paper: tokens.surface },
    divider: tokens.border,
    grey: ramps.slate,
  },
  typography: {
    fontFamily,
    htmlFontSize: 16,
    h1: { ...typeScale.h1, fontFamily },
    h2: { ...typeScale.h2, fontFamily },
    h3: { ...typeScale.h3, fontFamily },
    h4: { ...typeScale.h4, fontFamily },
    h5: { ...typeScale.h4, fontFamily },
    h6: { ...typeScale.h4, fontFamily },
    body1: typeScale.body1,
    body2: typeScale.body2,
    caption: typeScale.caption,
    button: typeScale.button,
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':root': tokenCssVariables,
        html: { scrollPaddingTop: 96, WebkitTextSizeAdjust: '100%' },
        body: { backgroundColor: tokens.surface, overflowWrap: 'anywhere' },
        ':focus-visible': focusRing,
        'a, button, [tabindex]': { '&:focus-visible': focusRing },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    ...inputsCustomizations,
    ...dataDisplayCustomizations,
    ...feedbackCustomizations,
    ...navigationCustomizations,
    ...surfacesCustomizations,
  },
});

export { tokens, focusRing };
