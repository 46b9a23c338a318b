/** The offline page's template, written by the build and precached; the worker fills its slots per request. */
export const OFFLINE_PAGE_URL = '/_offline.html';
export const SAVED_PAGES_SLOT = '<!--saved-pages-->';
export const RETRY_SLOT = '<!--retry-->';

export type SavedPage = { path: string; title: string };

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/** The list of pages this device holds, as plain links: the offline page needs no script. */
export function savedPagesHtml(pages: readonly SavedPage[]): string {
  if (pages.length === 0) {
    return '<p>No pages are saved on this device yet. Pages you open while you are online are saved, so you can read them again offline.</p>';
  }
  const items = pages.map(({ path, title }) => `<li><a href="${escapeHtml(path)}">${escapeHtml(title)}</a></li>`);
  return `<ul class="offline-page__list">${items.join('')}</ul>`;
}

export function fillOfflinePage(template: string, { savedPages, retryPath }: { savedPages: readonly SavedPage[]; retryPath: string }): string {
  const retry = `<p><a href="${escapeHtml(retryPath)}">Try this page again</a> once you are back online.</p>`;
  return template.replace(SAVED_PAGES_SLOT, () => savedPagesHtml(savedPages)).replace(RETRY_SLOT, () => retry);
}
