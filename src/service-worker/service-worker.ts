// The site's service worker: bundled and given its precache manifest and site facts by scripts/build-service-worker.ts.
import { clientsClaim } from 'workbox-core';
import type { PrecacheEntry } from 'workbox-precaching';
import { registerPageRoutes } from './page-routes';
import { setUpPrecache } from './precache';
import { createRequestRules } from './route-rules';
import { registerRuntimeCaching } from './runtime-caching';
import { saveOpenPagesOnActivate } from './save-open-pages';
import type { SiteFacts } from './site-facts';
// Lead requests queued offline are sent on Background Sync, also with no tab open.
import './queued-requests-sync';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: PrecacheEntry[]; __SITE_FACTS: SiteFacts };

/*
 * Updates: a new worker takes over as soon as it is installed (skipWaiting + clientsClaim). Pages are network
 * first, so the next navigation shows the new deployment whichever worker answers it; waiting would only keep
 * the old precache (and offline copies that no longer match it) alive while any tab stays open, which a
 * one-tab visitor never ends. What skipping could break — a page still open from the old deployment asking
 * for a lazy chunk the server has deleted — is covered by moving the old hashed files to the static-assets
 * cache on activate (precache.ts). An open form is never reloaded or cleared by the swap. A `sync` event may
 * reach either version, so requests queued offline must wait in IndexedDB, not in a worker's memory.
 */
self.addEventListener('install', () => void self.skipWaiting());
clientsClaim();

const facts = self.__SITE_FACTS;
const ruleOf = createRequestRules(facts, self.location.origin);

registerPageRoutes(ruleOf, new Map(facts.pages));
setUpPrecache(self.__WB_MANIFEST);
registerRuntimeCaching(ruleOf, facts.dataVersion);
saveOpenPagesOnActivate((request) => ruleOf(request) === 'page');
