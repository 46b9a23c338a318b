/** The site's languages. English pages keep their paths; Hindi pages are the same paths under `/hi`. */
export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];

/** Where each language's pages live: the react-router basename of its bundle. */
export const localeBasePath: Readonly<Record<Locale, string>> = { en: '', hi: '/hi' };

/** `hreflang` of each language's pages (India, in both). */
export const localeHrefLang: Readonly<Record<Locale, string>> = { en: 'en-IN', hi: 'hi-IN' };

/** The language's own name, as its speakers write it: what the language switch offers. */
export const localeName: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी' };

/** The same page's path in `locale`, from a path without the language prefix (`/tests` → `/hi/tests`). */
export function pathInLocale(locale: Locale, path: string): string {
  const base = localeBasePath[locale];
  return base && path === '/' ? base : `${base}${path}`;
}

/** The language of a site path, and the path without its language prefix (`/hi/tests` → hi, `/tests`). */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const hindi = /^\/hi(?=\/|$|\?|#)/.exec(path);
  if (!hindi) return { locale: 'en', path };
  const rest = path.slice(hindi[0].length);
  return { locale: 'hi', path: rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest };
}
