import type { PageRoute } from '@/app/page-contract';

export const scansRoute = {
  path: '/scans',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-scans" */ '@/app/pages/scans/scans-page').then((module) => module.ScansPage),
} as const satisfies PageRoute;
