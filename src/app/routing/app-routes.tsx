import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/app/layout/root-layout';
import { pageRoutes } from '@/app/routing/page-routes';
import { RouteScreen } from '@/app/routing/route-screen';

const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...Object.values(pageRoutes).map((route): RouteObject => ({ path: route.path, element: <RouteScreen route={route} /> })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** The one route table, inside the browser's router or the prerender's static one. */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
