import type { Locale } from '@/lib/i18n/locale';

/**
 * The language of this bundle. The site is built once per language with PUBLIC_LOCALE fixed (rsbuild.config.ts),
 * so the bundler drops the other language's messages from every chunk; Storybook sets it per story (its locale
 * toolbar), and unit tests leave it unset: English.
 *
 * A catalogue picks its language with the same comparison written out (`import.meta.env?.PUBLIC_LOCALE === 'hi' ?
 * hi : en`), not with this constant: only a condition the bundler can read in the importing module itself lets
 * it leave the other language's module out.
 */
// Optional: scripts run by tsx (the data check, the search index) read these modules with no import.meta.env: English.
export const pageLocale: Locale = import.meta.env?.PUBLIC_LOCALE === 'hi' ? 'hi' : 'en';
