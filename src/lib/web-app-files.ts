import type { Locale } from '@/lib/i18n/locale';

/** Files the build writes at the site root for the installable, offline-capable site (scripts/build-web-manifest.ts, build-service-worker.ts). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
export const APPLE_TOUCH_ICON_PATH = '/icons/apple-touch-icon.png';
/**
 * At the root, so the worker's scope is the whole site. One per language, each precaching its language's
 * build: a page registers its own, so switching language swaps the worker, and the files both share stay cached.
 */
export const serviceWorkerPath = (locale: Locale) => (locale === 'en' ? '/sw.js' : `/sw-${locale}.js`);

/** The client-rendered page the server answers at a language's client-only routes (written by scripts/prerender.ts). */
export const clientShellFile = (locale: Locale) => (locale === 'en' ? '_shell.html' : `_shell-${locale}.html`);
