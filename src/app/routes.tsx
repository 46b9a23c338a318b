import { Navigate, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/app/layout/root-layout';
import type { RouteHandle } from '@/app/page-contract';
import { routeManifest } from '@/app/route-manifest';

const pageRoutes: RouteObject[] = Object.entries(routeManifest).map(([name, entry]) => ({
  path: entry.path,
  handle: { name, entry } satisfies RouteHandle,
  lazy: async () => ({ Component: await entry.screen() }),
}));

/** The one route table: the browser router and the prerender's static handler both use it. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [...pageRoutes, { path: '*', element: <Navigate to="/" replace /> }],
  },
];
