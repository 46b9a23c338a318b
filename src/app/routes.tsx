import { Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/app/layout/root-layout';
import { routeManifest, type RouteHandle } from '@/app/route-manifest';
import { routeScreens } from '@/app/route-screens';

const pageRoutes: RouteObject[] = Object.entries(routeManifest).map(([name, entry]) => ({
  path: entry.path,
  handle: { name, entry } satisfies RouteHandle,
  lazy: async () => ({ Component: await routeScreens[name as keyof typeof routeScreens]() }),
}));

/** The one route table: the browser router and the prerender's static handler both use it. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [...pageRoutes, { path: '*', element: <Navigate to="/" replace /> }],
  },
];
