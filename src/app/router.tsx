import { Navigate, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RootLayout } from '@/app/layout/root-layout';
import { routeManifest } from '@/app/route-manifest';

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        path: routeManifest.home.path,
        handle: routeManifest.home,
        lazy: async () => ({ Component: (await import('@/app/pages/home-page')).HomePage }),
      },
      {
        path: routeManifest.about.path,
        handle: routeManifest.about,
        lazy: async () => ({ Component: (await import('@/app/pages/about-page')).AboutPage }),
      },
      {
        path: routeManifest.contact.path,
        handle: routeManifest.contact,
        lazy: async () => {
          const { ContactScreen } = await import('@/features/leads/screens/contact-screen');
          return { Component: () => <ContactScreen heading={routeManifest.contact.heading} /> };
        },
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
