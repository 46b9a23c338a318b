import { theme } from '@theme/theme';
import { ramps } from '@theme/primitives';
import { tokenCssVariables, tokens } from '@theme/tokens';
import type { TokenName } from '@theme/colour-pairs';

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

const paletteGroups = ['primary', 'secondary', 'error', 'warning', 'info', 'success', 'text', 'background'] as const;

/** The MUI palette entries (theme.ts) that are a hex, e.g. `primary.light`; the grey ramp is slate's, step for step. */
export function paletteEntriesOf(hex: string): string[] {
  const same = (value: unknown) => typeof value === 'string' && value.toUpperCase() === hex.toUpperCase();
  const grouped = paletteGroups.flatMap((group) =>
    Object.entries(theme.palette[group] as unknown as Record<string, unknown>)
      .filter(([, value]) => same(value))
      .map(([key]) => `${group}.${key}`),
  );
  return [...grouped, ...(same(theme.palette.divider) ? ['divider'] : [])];
}
