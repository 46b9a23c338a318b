import { registerRoute } from 'workbox-routing';
import { offlineResponse } from './offline-response';
import type { RequestFacts, RequestRule } from './route-rules';
import { pageStrategy } from './strategies';

/** Navigations: prerendered pages network first, then their saved copy; anything else from the network only; the offline page when both fail. */
export function registerPageRoutes(ruleOf: (request: RequestFacts) => RequestRule, pageTitles: ReadonlyMap<string, string>): void {
  registerRoute(
    ({ request }) => ruleOf(request) === 'page',
    (options) => pageStrategy.handle(options).catch(() => offlineResponse(options.request, pageTitles)),
  );
  registerRoute(
    ({ request }) => ruleOf(request) === 'uncached-page',
    ({ request }) => fetch(request).catch(() => offlineResponse(request, pageTitles)),
  );
}
