import { Suspense, useMemo } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { RouteFocusContext } from '@/design-system/page/route-focus';
import { documentTitle, type RouteEntry } from '@/app/route-manifest';
import { SkipLink } from '@/app/layout/skip-link';
import { SiteHeader } from '@/app/layout/header/site-header';
import { SiteFooter } from '@/app/layout/footer/site-footer';
import { useRouteChange } from '@/app/layout/use-route-change';

function isRouteEntry(handle: unknown): handle is RouteEntry {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** Skip link, header, the routed screen in <main>, footer; owns the title and focus on navigation. */
export function RootLayout() {
  const matches = useMatches();
  const { navigated, pathname } = useRouteChange();
  const entry = [...matches].reverse().map((match) => match.handle).find(isRouteEntry);
  const focus = useMemo(() => ({ focusHeading: navigated }), [navigated]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      {entry && <title>{documentTitle(entry.title)}</title>}
      <SkipLink />
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, '&:focus': { outline: 'none' } }}>
        <RouteFocusContext.Provider value={focus}>
          <Suspense fallback={<LinearProgress aria-label="Loading page" />}>
            <Outlet key={pathname} />
          </Suspense>
        </RouteFocusContext.Provider>
      </Box>
      <SiteFooter />
    </Box>
  );
}
