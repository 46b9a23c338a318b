import { siteConfig } from '@/lib/site-config';
import { WEB_MANIFEST_PATH } from '@/lib/web-app-files';
import { focusRing } from '@theme/tokens';
import type { Locale } from '@/lib/i18n/locale';
import type { en } from '@/service-worker/offline-page-messages.en';
import { NO_SAVED_PAGES_END, NO_SAVED_PAGES_START, RETRY_PATH_SLOT, SAVED_PAGES_SLOT, escapeHtml } from './offline-page';

export type OfflinePageParts = {
  locale: Locale;
  /** The page's text in its language (offline-page-messages). */
  text: typeof en;
  /** The document title, in the site's title format. */
  title: string;
  /** The stylesheet every page of the language shares (fonts, baseline, theme variables). */
  siteStylesheet: string;
  /** The font files its pages preload: their `font-display: optional` skips a font that comes late. */
  fonts: readonly string[];
  /** The page's own few rules (offline-page.css). */
  css: string;
  themeColor: string;
};

/**
 * The page shown for a page this device has not saved while it is offline: plain HTML and CSS, no script,
 * so it works however little of the site is cached. Built at build time; the worker fills in the saved pages.
 */
const focusRule = `.offline-page__brand:focus-visible, .offline-page a:focus-visible { outline: ${focusRing.outline}; outline-offset: ${focusRing.outlineOffset}; box-shadow: ${focusRing.boxShadow}; }`;

export function offlinePageTemplate({ locale, text, title, siteStylesheet, fonts, css, themeColor }: OfflinePageParts): string {
  return `<!doctype html>
<html lang="${locale}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title>
    <meta name="robots" content="noindex">
    <meta name="theme-color" content="${escapeHtml(themeColor)}">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="manifest" href="${WEB_MANIFEST_PATH}">
    <link rel="stylesheet" href="${escapeHtml(siteStylesheet)}">
    ${fonts.map((font) => `<link rel="preload" href="${escapeHtml(font)}" as="font" type="font/woff2" crossorigin>`).join('\n    ')}
    <style>${css}${focusRule}</style>
  </head>
  <body>
    <header class="offline-page__header">
      <a class="offline-page__brand" href="${locale === 'en' ? '/' : `/${locale}`}"><img src="${escapeHtml(siteConfig.logo)}" alt="" width="36" height="36">${escapeHtml(siteConfig.brandName)}</a>
    </header>
    <main class="offline-page">
      <h1>${escapeHtml(text.title)}</h1>
      <p>${escapeHtml(text.notSaved)}</p>
      <h2>${escapeHtml(text.savedHeading)}</h2>
      ${NO_SAVED_PAGES_START}<p>${escapeHtml(text.noSavedPages)}</p>${NO_SAVED_PAGES_END}${SAVED_PAGES_SLOT}
      <p>${escapeHtml(text.savedCopies)}</p>
      <p>${escapeHtml(text.retryBefore)}<a href="${RETRY_PATH_SLOT}">${escapeHtml(text.tryAgain)}</a>${escapeHtml(text.retryAfter)}</p>
    </main>
  </body>
</html>
`;
}
