import type { Locale } from '@/lib/i18n/locale';

/** Files the build writes at the site root for the installable, offline-capable site (scripts/build-web-manifest.ts, build-service-worker.ts). */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';
export const APPLE_TOUCH_ICON_PATH = '/icons/apple-touch-icon.png';
/** At the root, so the worker's scope is the whole site. */
export const SERVICE_WORKER_PATH = '/sw.js';

/** The client-rendered page the server answers at a language's client-only routes (written by scripts/prerender.ts). */
export const clientShellFile = (locale: Locale) => (locale === 'en' ? '_shell.html' : `_shell-${locale}.html`);
