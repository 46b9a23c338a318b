import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter, matchRoutes } from 'react-router-dom';
import '@/app/fonts.css';
import { AppRoot } from '@/app/app-root';
import { createEmotionCache } from '@/app/emotion-cache';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@/app/prerender/page-data';
import { appRoutes } from '@/app/routes';

function enableMocking(): Promise<unknown> {
  // Mock mode only; the condition is fixed at build time, so production bundles drop this import entirely.
  if (import.meta.env.PUBLIC_API_MOCKING === 'true') {
    // eslint-disable-next-line import-x/no-restricted-paths
    return import('@mocks/browser').then(({ startMockWorker }) => startMockWorker());
  }
  return Promise.resolve();
}

/** The data a prerendered page carries; undefined for the client-only shell. */
function readPageData(): PageData | undefined {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageData) : undefined;
}

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

async function start(): Promise<void> {
  await enableMocking();
  await resolveLazyMatches();
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const pageData = readPageData();
  const router = createBrowserRouter(appRoutes, pageData && { hydrationData: { loaderData: {} } });
  const app = (
    <AppRoot emotionCache={createEmotionCache()} dataFallback={pageData?.dataFiles}>
      <RouterProvider router={router} />
    </AppRoot>
  );
  if (!pageData) {
    createRoot(container).render(app);
    return;
  }
  // A transition lets React yield to the browser while it hydrates, keeping input responsive.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void start();
