import { isStaffConsolePath } from '@/lib/staff-console-paths';
import type { SiteFacts } from './site-facts';

/**
 * How the worker answers a request:
 * - `page`: a prerendered page — network first, then its saved copy, then the offline page;
 * - `uncached-page`: any other navigation (login-only and client-only pages, unknown paths) — network only,
 *   the offline page when that fails; never saved;
 * - `data-file`, `static-asset`, `image`: from their runtime caches (precached files are answered first);
 * - `network-only`: the worker stays out of the way (the API, the staff console and its files, other origins,
 *   anything but GET).
 */
export type RequestRule = 'page' | 'uncached-page' | 'data-file' | 'static-asset' | 'image' | 'network-only';

/** The parts of a Request the rules read. */
export type RequestFacts = { url: string; method: string; mode: string };

const IMAGE_EXTENSION = /\.(?:svg|png|jpe?g|webp|avif|gif|ico)$/i;

/** '/tests/' → '/tests'; the root stays '/'. The server answers both spellings with one page. */
export function pagePathOf(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The one key a page is saved under: its query (search terms, campaign tags) changes nothing in the prerendered HTML. */
export function pageCacheKey(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pagePathOf(pathname)}`;
}

export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

export function createRequestRules(site: Pick<SiteFacts, 'pages' | 'dataFiles'>, origin: string): (request: RequestFacts) => RequestRule {
  const pagePaths = new Set(site.pages.map(([path]) => path));
  const dataFiles = new Set(site.dataFiles);
  return ({ url, method, mode }) => {
    const { origin: requestOrigin, pathname } = new URL(url);
    // The API and the staff console (responses and personal data alike) are never the worker's to answer or keep.
    if (method !== 'GET' || requestOrigin !== origin || isApiPath(pathname) || isStaffConsolePath(pathname)) return 'network-only';
    if (mode === 'navigate') return pagePaths.has(pagePathOf(pathname)) ? 'page' : 'uncached-page';
    if (dataFiles.has(pathname)) return 'data-file';
    if (pathname.startsWith('/static/')) return 'static-asset';
    if (IMAGE_EXTENSION.test(pathname)) return 'image';
    return 'network-only';
  };
}
