import { withoutComments } from './css-text';
import { shortPath, stylesheets } from './stylesheets';

/** How often something occurs across the site's stylesheets, and in which. */
export type Usage<T> = { value: T; count: number; files: string[] };

/** Tallies what `find` returns for each stylesheet, most used first. */
export function tally<T extends string | number>(find: (css: string) => T[]): Usage<T>[] {
  const byValue = new Map<T, Usage<T>>();
  for (const { path, text } of stylesheets) {
    for (const value of find(withoutComments(text))) {
      const usage = byValue.get(value) ?? { value, count: 0, files: [] };
      usage.count += 1;
      if (!usage.files.includes(shortPath(path))) usage.files.push(shortPath(path));
      byValue.set(value, usage);
    }
  }
  return [...byValue.values()].sort((a, b) => b.count - a.count);
}

/** The multiples of the spacing unit a stretch of CSS uses: `calc(2 * var(--hv-spacing))` is 2, a bare variable 1. */
export function spacingMultiples(css: string): number[] {
  return [...css.matchAll(/var\(--hv-spacing\)/g)].flatMap((match) => {
    const before = css.slice(Math.max(0, match.index - 24), match.index);
    const after = css.slice(match.index + match[0].length, match.index + match[0].length + 16);
    const leading = /calc\(\s*(-?[\d.]+)\s*\*\s*$/.exec(before);
    const trailing = /^\s*\*\s*(-?[\d.]+)\s*\)/.exec(after);
    if (leading) return [Number(leading[1])];
    if (trailing) return [Number(trailing[1])];
    if (/\*\s*$/.test(before) || /^\s*\*/.test(after)) return [];
    return [1];
  });
}

/** The theme's shadow levels a stretch of CSS uses (`var(--hv-shadows-2)` is 2). */
export const shadowLevels = (css: string) => [...css.matchAll(/var\(--hv-shadows-(\d+)\)/g)].map((match) => Number(match[1]));

/** The widths media queries switch at, in px (`max-width: 767.98px` counts as 768: the same switch, seen from below). */
export const mediaQueryWidths = (css: string) =>
  [...css.matchAll(/@media([^{]*)\{/g)].flatMap(([, prelude = '']) =>
    [...prelude.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].map(([, side, width]) => (side === 'max' ? Math.round(Number(width)) : Number(width))),
  );

/** The `border-radius` values of a stretch of CSS, as written. */
export const borderRadii = (css: string) => [...css.matchAll(/(?:^|[;{\s])border-radius\s*:\s*([^;{}]+)/g)].map((match) => (match[1] ?? '').trim());
