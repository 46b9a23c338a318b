import { theme } from '@theme/theme';
import { ramps } from '@theme/primitives';
import { tokenCssVariables, tokens } from '@theme/tokens';
import type { TokenName } from '@theme/colour-pairs';
import { cssVariableName } from './css-variable-name';

/** The functional tokens in tokens.ts order, each with its CSS variable (tokenCssVariables is built in the same order). */
export const tokenRows = (Object.keys(tokens) as TokenName[]).map((name, index) => ({
  name,
  hex: tokens[name],
  cssVariable: Object.keys(tokenCssVariables)[index] ?? '',
}));

/** The ramp steps a hex is, e.g. `teal 700` (white is both slate 0 and what three tokens point at). */
export function rampStepsOf(hex: string): string[] {
  return Object.entries(ramps).flatMap(([ramp, steps]) =>
    Object.entries(steps)
      .filter(([, value]) => value.toUpperCase() === hex.toUpperCase())
      .map(([step]) => `${ramp} ${step}`),
  );
}

/** The functional tokens that point at a hex. */
export const tokensOf = (hex: string) => tokenRows.filter((token) => token.hex.toUpperCase() === hex.toUpperCase()).map((token) => token.name);

const paletteGroups = ['primary', 'secondary', 'error', 'warning', 'info', 'success', 'text', 'background', 'grey'] as const;

/** A palette entry of the MUI theme and the CSS variable the theme writes for it. */
export type PaletteEntry = { entry: string; variable: string | undefined };

/** The MUI palette entries (theme.ts) that are a hex, e.g. `primary.light`, each with its `--hv-palette-*` variable. */
export function paletteEntriesOf(hex: string): PaletteEntry[] {
  const same = (value: unknown) => typeof value === 'string' && value.toUpperCase() === hex.toUpperCase();
  const grouped = paletteGroups.flatMap((group) => {
    const values = theme.palette[group] as unknown as Record<string, unknown>;
    const variables = theme.vars.palette[group] as unknown as Record<string, string>;
    return Object.entries(values)
      .filter(([, value]) => same(value))
      .map(([key]) => ({ entry: `${group}.${key}`, variable: cssVariableName(variables[key]) }));
  });
  return [...grouped, ...(same(theme.palette.divider) ? [{ entry: 'divider', variable: cssVariableName(theme.vars.palette.divider) }] : [])];
}
