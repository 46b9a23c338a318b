import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { tokens } from '@theme/tokens';
import { IMAGES_CACHE, PAGES_CACHE, STATIC_ASSETS_CACHE, cacheLimits, dataFilesCacheName } from './cache-names';
import { pageCacheKey } from './route-rules';

/** Past this a slow connection shows the saved copy rather than a blank tab; the answer still refreshes the copy. */
const NETWORK_TIMEOUT_S = 3;

const expiring = (limits: { maxEntries: number; maxAgeSeconds: number }) => new ExpirationPlugin({ ...limits, purgeOnQuotaError: true });

const onePerPage: WorkboxPlugin = { cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url) };
/** Only a page the server answered in full is kept: never a redirect or an error page. */
const completePagesOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && response.type === 'basic' ? response : null),
};

/**
 * An image neither cached nor reachable becomes a plain tile in the theme's sunken surface colour: the page
 * keeps its layout, and its `alt` text still names the picture.
 */
const offlineImagePlaceholder: WorkboxPlugin = {
  handlerDidError: async () =>
    new Response(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3"><rect width="4" height="3" fill="${tokens.surfaceSunken}"/></svg>`, {
      headers: { 'Content-Type': 'image/svg+xml' },
    }),
};

export const pageStrategy = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: NETWORK_TIMEOUT_S,
  plugins: [onePerPage, completePagesOnly, expiring(cacheLimits.pages)],
});

export const imageStrategy = new StaleWhileRevalidate({ cacheName: IMAGES_CACHE, plugins: [expiring(cacheLimits.images), offlineImagePlaceholder] });

/** Content-hashed files: a stored copy is never stale. */
export const staticAssetStrategy = new CacheFirst({ cacheName: STATIC_ASSETS_CACHE, plugins: [expiring(cacheLimits.staticAssets)] });

/** Shown at once from the device, refreshed in the background for the next visit. */
export const dataFileStrategy = (dataVersion: string) =>
  new StaleWhileRevalidate({ cacheName: dataFilesCacheName(dataVersion), plugins: [expiring(cacheLimits.dataFiles)] });
