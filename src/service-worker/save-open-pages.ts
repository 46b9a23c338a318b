import { imagePathsIn } from './page-images';
import type { RequestFacts } from './route-rules';
import { imageStrategy, pageStrategy } from './strategies';

declare let self: ServiceWorkerGlobalScope;

async function savePageWithImages(event: ExtendableEvent, url: string): Promise<void> {
  const response = await pageStrategy.handle({ event, request: new Request(url) });
  if (!response.ok) return;
  const images = imagePathsIn(await response.text()).map((path) => new Request(new URL(path, url).href));
  await Promise.allSettled(images.map((request) => imageStrategy.handle({ event, request })));
}

/**
 * The page that registered the worker loaded before the worker existed, so nothing saved it: save the open
 * prerendered pages once, with their images. The server's validators make most of this 304s from the HTTP
 * cache rather than second downloads; only images still below the fold arrive for the first time.
 */
export function saveOpenPagesOnActivate(isPage: (request: RequestFacts) => boolean): void {
  self.addEventListener('activate', (event) => {
    const save = async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const pageUrls = windows.map((client) => client.url).filter((url) => isPage({ url, method: 'GET', mode: 'navigate' }));
      await Promise.allSettled(pageUrls.map((url) => savePageWithImages(event, url)));
    };
    event.waitUntil(save());
  });
}
