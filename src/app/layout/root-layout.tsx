import { Suspense, lazy, useContext, useEffect, useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteFocusContext } from '@/design-system/page/route-focus';
import { ClientRenderedContext } from '@/app/client-rendered';
import { matchPage } from '@/app/routing/match-page';
import { RouteErrorBoundary } from '@/app/layout/route-error-boundary';
import { SkipLink } from '@/app/layout/skip-link';
import { SiteHeader } from '@/app/layout/header/site-header';
import { useRouteChange } from '@/app/layout/use-route-change';
import { useHashTarget } from '@/app/layout/use-hash-target';
import { openIslandsHydrated } from '@/design-system/deferred/hydration-gates';
import { deferHydration } from '@/design-system/deferred/defer-hydration';
import { QueuedRequestsWatcher } from '@/app/offline/queued-requests-watcher';
import { LoadingBar } from '@/design-system/loading-bar/loading-bar';
import { layoutMessages } from '@/app/layout/layout-messages';
import styles from '@/app/layout/root-layout.module.css';

const RoutedPageHead = lazy(() => import('@/app/seo/routed-page-head').then((module) => ({ default: module.RoutedPageHead })));

/** Links and contact details only: a visitor reads it, or follows its links as plain links. */
const SiteFooter = deferHydration(() => import('@/app/layout/footer/site-footer').then((module) => module.SiteFooter), 'interaction');

/**
 * Tells a prerendered page from an interactive one (browser tests wait for it). It sits inside the page's
 * own Suspense boundary, which hydrates after the layout: input typed or files picked before then are lost.
 * Sections deferred in the viewport hydrate next; the page counts as interactive once they have.
 * Those further down hydrate when a visitor comes near, and keep what the visitor does until then.
 */
function MarkHydrated() {
  useEffect(() => {
    void openIslandsHydrated().then(() => {
      document.documentElement.dataset.hydrated = '';
    });
  }, []);
  return null;
}

/** Skip link, header, the routed screen in <main>, footer; owns the head and focus on navigation. */
export function RootLayout() {
  const { navigated, pathname, hash } = useRouteChange();
  useHashTarget();
  // With a fragment, focus goes to the element it names, not the heading.
  // Memoised on the flag: the focus context changes only when whether to focus the heading does.
  const focusHeading = navigated && hash === '';
  const focus = useMemo(() => ({ focusHeading }), [focusHeading]);
  const page = useMemo(() => matchPage(pathname), [pathname]);
  const clientRendered = useContext(ClientRenderedContext);
  // A prerendered page carries its head: the code that builds heads loads once a navigation changes it.
  const headChanges = navigated || clientRendered;

  return (
    <div className={styles.frame}>
      {headChanges && (
        <Suspense fallback={null}>
          <RoutedPageHead name={page?.name} params={page?.params ?? {}} />
        </Suspense>
      )}
      <SkipLink />
      {/* Header, page and footer hydrate as separate units (selective hydration): the header needs no MUI. */}
      <Suspense fallback={null}>
        <SiteHeader />
      </Suspense>
      <main id="main" tabIndex={-1} className={styles.main}>
        <RouteFocusContext.Provider value={focus}>
          <Suspense fallback={<LoadingBar label={layoutMessages.loadingPage} />}>
            <RouteErrorBoundary key={pathname}>
              <Outlet />
            </RouteErrorBoundary>
            <MarkHydrated />
            {/* In the page's boundary, so it starts once the page has hydrated; it outlives navigations. */}
            <QueuedRequestsWatcher />
          </Suspense>
        </RouteFocusContext.Provider>
      </main>
      <SiteFooter />
    </div>
  );
}
