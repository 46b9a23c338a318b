/** One of the site's stylesheets, as shipped: its path from the repository root and its text. */
export type Stylesheet = { path: string; text: string };

// Every stylesheet under src/ as text (rsbuild's `?raw`), read when Storybook is built, so these pages quote the
// files themselves and cannot fall behind them.
const context = import.meta.webpackContext('../../../src?raw', { recursive: true, regExp: /\.css$/ });

const textOf = (loaded: unknown) => (typeof loaded === 'string' ? loaded : String((loaded as { default: unknown }).default));

/** The site's stylesheets, each once, by path. */
export const stylesheets: Stylesheet[] = [...new Set(context.keys().filter((key) => key.startsWith('./')))]
  .sort()
  .map((key) => ({ path: `src/${key.slice(2)}`, text: textOf(context(key)) }));

/** A stylesheet's path without `src/` and the folders every one shares, for tables: `design-system/carousel/carousel.module.css`. */
export const shortPath = (path: string) => path.replace(/^src\//, '');
