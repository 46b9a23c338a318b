import { registerRoute } from 'workbox-routing';
import { isOutdatedDataFilesCache } from './cache-names';
import type { RequestFacts, RequestRule } from './route-rules';
import { dataFileStrategy, imageStrategy, staticAssetStrategy } from './strategies';

declare let self: ServiceWorkerGlobalScope;

async function deleteOutdatedDataCaches(dataVersion: string): Promise<void> {
  const outdated = (await caches.keys()).filter((name) => isOutdatedDataFilesCache(name, dataVersion));
  await Promise.all(outdated.map((name) => caches.delete(name)));
}

/** Files fetched after load that the precache does not hold. Precached files never reach these routes. */
export function registerRuntimeCaching(ruleOf: (request: RequestFacts) => RequestRule, dataVersion: string): void {
  registerRoute(({ request }) => ruleOf(request) === 'data-file', dataFileStrategy(dataVersion));
  registerRoute(({ request }) => ruleOf(request) === 'static-asset', staticAssetStrategy);
  registerRoute(({ request }) => ruleOf(request) === 'image', imageStrategy);
  self.addEventListener('activate', (event) => event.waitUntil(deleteOutdatedDataCaches(dataVersion)));
}
