import { Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/app/layout/root-layout';
import type { RouteHandle } from '@/app/page-contract';
import { routeManifest } from '@/app/route-manifest';
import { withMuiTheme } from '@/design-system/mui-theme/mui-theme-island';

const pageRoutes: RouteObject[] = Object.entries(routeManifest).map(([name, entry]) => ({
  path: entry.path,
  handle: { name, entry } satisfies RouteHandle,
  // A screen that renders MUI outside its deferred sections gets MUI's theme, loaded with it (see page-contract).
  lazy: async () => ({ Component: await ('plainScreen' in entry ? entry.screen() : withMuiTheme(entry.screen())) }),
}));

/** The one route table: the browser router and the prerender's static handler both use it. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [...pageRoutes, { path: '*', element: <Navigate to="/" replace /> }],
  },
];
