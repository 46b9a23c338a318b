import { splitLocalePath, type Locale } from '@/lib/i18n/locale';

/** The offline page's template of a language, written by the build and precached; the worker fills its slots per request. */
export const offlinePageUrl = (locale: Locale) => (locale === 'en' ? '/_offline.html' : `/_offline-${locale}.html`);
/** The offline page in the language of the page that could not be loaded. */
export const offlinePageFor = (pathname: string) => offlinePageUrl(splitLocalePath(pathname).locale);

export const SAVED_PAGES_SLOT = '<!--saved-pages-->';
/** Around the template's own text for a device that holds no page yet: kept only then. */
export const NO_SAVED_PAGES_START = '<!--no-saved-pages-->';
export const NO_SAVED_PAGES_END = '<!--/no-saved-pages-->';
/** Stands for the path of the page to retry, in the template's retry link. */
export const RETRY_PATH_SLOT = '/__retry-path__';

export type SavedPage = { path: string; title: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/** The list of pages this device holds, as plain links: the offline page needs no script. */
function savedPagesHtml(pages: readonly SavedPage[]): string {
  const items = pages.map(({ path, title }) => `<li><a href="${escapeHtml(path)}">${escapeHtml(title)}</a></li>`);
  return `<ul class="offline-page__list">${items.join('')}</ul>`;
}

/** The page for one request: the saved pages (or the template's text for none) and the retry link. The text is the template's, in its language. */
export function fillOfflinePage(template: string, { savedPages, retryPath }: { savedPages: readonly SavedPage[]; retryPath: string }): string {
  const [before = '', rest = ''] = template.split(NO_SAVED_PAGES_START);
  const [none = '', after = ''] = rest.split(NO_SAVED_PAGES_END);
  const withList = savedPages.length === 0 ? `${before}${none}${after}` : `${before}${after}`.replace(SAVED_PAGES_SLOT, () => savedPagesHtml(savedPages));
  return withList.replace(RETRY_PATH_SLOT, () => escapeHtml(retryPath));
}
