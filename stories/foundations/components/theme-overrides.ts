import { theme } from '@theme/theme';

/** A value theme/components sets on an MUI component: where (component, slot and nested selector) and what. */
export type OverrideValue = { component: string; slot: string; value: unknown };

/** Every value of one CSS property in the theme's component customizations, style functions called with the theme. */
export function themeOverrides(property: string): OverrideValue[] {
  return Object.entries(theme.components ?? {}).flatMap(([component, customization]) => {
    const overrides = (customization as { styleOverrides?: Record<string, unknown> }).styleOverrides ?? {};
    return Object.entries(overrides).flatMap(([slot, style]) =>
      collect(typeof style === 'function' ? style({ theme, ownerState: {} }) : style, property).map(({ path, value }) => ({
        component,
        slot: [slot, ...path].join(' '),
        value,
      })),
    );
  });
}

function collect(style: unknown, property: string, path: string[] = []): { path: string[]; value: unknown }[] {
  if (!style || typeof style !== 'object') return [];
  if (Array.isArray(style)) return style.flatMap((variant: { style?: unknown }) => collect(variant.style, property, [...path, '(variant)']));
  return Object.entries(style).flatMap(([key, value]) => {
    if (key === property) return [{ path, value }];
    if (key === 'variants') return collect(value, property, path);
    return collect(value, property, [...path, key]);
  });
}
