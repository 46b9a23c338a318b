import { PAGES_CACHE } from './cache-names';
import { fillOfflinePage, offlinePageFor } from './offline-page';
import { precacheController } from './precache';

/** Headers of the stored template that describe its old body, not the one the worker writes. */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'last-modified', 'accept-ranges', 'vary']);

/**
 * The offline page for a navigation the worker could not answer, in the language of its path: the precached template (which keeps the
 * server's security headers) with the pages this device holds, in the site's order, and a link to retry.
 */
export async function offlineResponse(request: Request, pageTitles: ReadonlyMap<string, string>): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const offlinePage = offlinePageFor(pathname);
  const template = await precacheController.matchPrecache(offlinePage);
  if (!template) return Response.error();
  const savedPaths = new Set((await (await caches.open(PAGES_CACHE)).keys()).map((key) => new URL(key.url).pathname));
  // The pages saved in the language of the page asked for, as its offline page is.
  const savedPages = [...pageTitles]
    .filter(([path]) => savedPaths.has(path) && offlinePageFor(path) === offlinePage)
    .map(([path, title]) => ({ path, title }));
  const html = fillOfflinePage(await template.text(), { savedPages, retryPath: `${pathname}${search}` });
  const headers = new Headers([...template.headers].filter(([name]) => !BODY_HEADERS.has(name.toLowerCase())));
  return new Response(html, { headers });
}
