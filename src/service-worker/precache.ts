import { CacheExpiration } from 'workbox-expiration';
import { PrecacheController, PrecacheRoute, cleanupOutdatedCaches, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { STATIC_ASSETS_CACHE, cacheLimits } from './cache-names';

declare let self: ServiceWorkerGlobalScope;

export const precacheController = new PrecacheController();

/**
 * Moves the hashed files the new manifest no longer lists into the static-assets cache (with an expiry) before
 * Workbox deletes them from the precache: a page still open from the previous deployment, or a saved copy of
 * one, keeps finding its lazy chunks and its stylesheet offline. The server no longer has them.
 */
async function retireOutdatedAssets(): Promise<void> {
  const precache = await caches.open(precacheController.strategy.cacheName);
  const current = new Set(precacheController.getURLsToCacheKeys().values());
  const retired = (await precache.keys()).filter((request) => !current.has(request.url) && new URL(request.url).pathname.startsWith('/static/'));
  if (retired.length === 0) return;
  const staticAssets = await caches.open(STATIC_ASSETS_CACHE);
  const expiration = new CacheExpiration(STATIC_ASSETS_CACHE, cacheLimits.staticAssets);
  for (const request of retired) {
    const response = await precache.match(request);
    if (!response) continue;
    await staticAssets.put(request, response);
    await expiration.updateTimestamp(request.url);
  }
  await expiration.expireEntries();
}

/** The build's precache manifest: fetched on install, answered from the cache first, pruned on activate. */
export function setUpPrecache(entries: readonly PrecacheEntry[]): void {
  precacheController.addToCacheList([...entries]);
  self.addEventListener('install', (event) => void precacheController.install(event));
  self.addEventListener('activate', (event) => event.waitUntil(retireOutdatedAssets().then(() => precacheController.activate(event))));
  cleanupOutdatedCaches();
  // Exact URLs only: no `/x` → `/x.html` or `/` → `/index.html` guessing.
  registerRoute(new PrecacheRoute(precacheController, { cleanURLs: false, directoryIndex: '' }));
}
