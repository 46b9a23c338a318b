import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import { AppRoot } from '@/app/app-root';
import type { PageData } from '@/app/prerender/page-data';
import { appRoutes } from '@/app/routes';
import { openAllGates } from '@/design-system/deferred/hydration-gates';
import { navigatePlainLinks } from '@/app/plain-link-navigation';
import { loadDocumentsWhileOffline } from '@/app/offline-link-navigation';

/** Loads the current route's screen before the router starts, so the first render matches the prerendered HTML. */
async function resolveLazyMatches(): Promise<void> {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

/** The browser's app: the router started on the current URL, with the page's embedded data for SWR. */
export async function createApp(pageData: PageData | undefined) {
  await resolveLazyMatches();
  // No route has a loader: the hydration data only tells the router the page is already rendered.
  const router = createBrowserRouter(appRoutes, pageData && { hydrationData: { loaderData: {} } });
  // A navigation's update reaches the sections still dehydrated: they must load and hydrate for it to commit.
  const firstLocation = router.state.location;
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location === firstLocation) return;
    openAllGates();
    unsubscribe();
  });
  loadDocumentsWhileOffline();
  navigatePlainLinks(router.navigate);
  const routed = <RouterProvider router={router} />;
  // Rendered, not hydrated, a page has no stylesheet holding the baseline. A hydrated tree must keep the
  // server's shape exactly (a sibling would change every useId below it).
  const app = pageData ? routed : await import('@theme/theme-baseline').then(({ ThemeBaseline }) => <ThemeBaseline>{routed}</ThemeBaseline>);
  return (
    <AppRoot dataFallback={pageData?.dataFiles}>
      {app}
    </AppRoot>
  );
}
