import { siteConfig } from '@/lib/site-config';
import { WEB_MANIFEST_PATH } from '@/lib/web-app-files';
import { focusRing } from '@theme/tokens';
import { RETRY_SLOT, SAVED_PAGES_SLOT, escapeHtml } from './offline-page';

export type OfflinePageParts = {
  /** The document title, in the site's title format. */
  title: string;
  /** The stylesheet every page shares (fonts, baseline, theme variables). */
  siteStylesheet: string;
  /** The latin font file, preloaded as every page does: its `font-display: optional` skips a font that comes late. */
  font: string;
  /** The page's own few rules (offline-page.css). */
  css: string;
  themeColor: string;
};

/**
 * The page shown for a page this device has not saved while it is offline: plain HTML and CSS, no script,
 * so it works however little of the site is cached. Built at build time; the worker fills in the saved pages.
 */
const focusRule = `.offline-page__brand:focus-visible, .offline-page a:focus-visible { outline: ${focusRing.outline}; outline-offset: ${focusRing.outlineOffset}; box-shadow: ${focusRing.boxShadow}; }`;

export function offlinePageTemplate({ title, siteStylesheet, font, css, themeColor }: OfflinePageParts): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${escapeHtml(title)}</title>
    <meta name="robots" content="noindex">
    <meta name="theme-color" content="${escapeHtml(themeColor)}">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <link rel="manifest" href="${WEB_MANIFEST_PATH}">
    <link rel="stylesheet" href="${escapeHtml(siteStylesheet)}">
    <link rel="preload" href="${escapeHtml(font)}" as="font" type="font/woff2" crossorigin>
    <style>${css}${focusRule}</style>
  </head>
  <body>
    <header class="offline-page__header">
      <a class="offline-page__brand" href="/"><img src="${escapeHtml(siteConfig.logo)}" alt="" width="36" height="36">${escapeHtml(siteConfig.brandName)}</a>
    </header>
    <main class="offline-page">
      <h1>You are offline</h1>
      <p>This page is not saved on this device, and it cannot be loaded without an internet connection.</p>
      <h2>Pages you can read offline</h2>
      ${SAVED_PAGES_SLOT}
      <p>Saved pages show prices and availability from when you last opened them. A callback, appointment or contact request sent from one of them is kept on this device and sent as soon as you are back online.</p>
      ${RETRY_SLOT}
    </main>
  </body>
</html>
`;
}
