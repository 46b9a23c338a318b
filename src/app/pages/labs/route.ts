import type { PageRoute } from '@/app/page-contract';

export const labsRoute = {
  path: '/labs',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-labs" */ '@/app/pages/labs/labs-page').then((module) => module.LabsPage),
} as const satisfies PageRoute;
