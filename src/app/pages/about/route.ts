import type { PageRoute } from '@/app/page-contract';

export const aboutRoute = {
  path: '/about',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-about" */ '@/app/pages/about/about-page').then((module) => module.AboutPage),
} as const satisfies PageRoute;
