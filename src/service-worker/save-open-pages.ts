import { pageDataFileIn } from '@/lib/page-data';
import { imagePathsIn, stylesheetPathsIn } from './page-files';
import { precacheController } from './precache';
import type { RequestFacts } from './route-rules';
import { imageStrategy, pageStrategy, staticAssetStrategy } from './strategies';

declare let self: ServiceWorkerGlobalScope;

/**
 * A page and what its HTML names: its images, the stylesheets the precache lacks (a long page's own, joined from its
 * chunks') and the file of its data when it keeps that out of its HTML, which it hydrates with.
 */
async function savePageForOffline(event: ExtendableEvent, url: string): Promise<void> {
  const response = await pageStrategy.handle({ event, request: new Request(url) });
  if (!response.ok) return;
  const html = await response.text();
  const request = (path: string) => new Request(new URL(path, url).href);
  const dataFile = pageDataFileIn(html);
  const precached = new Set(precacheController.getURLsToCacheKeys().keys());
  const staticFiles = [...stylesheetPathsIn(html), ...(dataFile ? [dataFile] : [])].filter((path) => !precached.has(request(path).url));
  await Promise.allSettled([
    ...imagePathsIn(html).map((path) => imageStrategy.handle({ event, request: request(path) })),
    ...staticFiles.map((path) => staticAssetStrategy.handle({ event, request: request(path) })),
  ]);
}

/**
 * The page that registered the worker loaded before the worker existed, so nothing saved it: save the open
 * prerendered pages once, with their images and data. The server's validators make most of this 304s from the HTTP
 * cache rather than second downloads; only images still below the fold arrive for the first time.
 */
export function saveOpenPagesOnActivate(isPage: (request: RequestFacts) => boolean): void {
  self.addEventListener('activate', (event) => {
    const save = async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const pageUrls = windows.map((client) => client.url).filter((url) => isPage({ url, method: 'GET', mode: 'navigate' }));
      await Promise.allSettled(pageUrls.map((url) => savePageForOffline(event, url)));
    };
    event.waitUntil(save());
  });
}
