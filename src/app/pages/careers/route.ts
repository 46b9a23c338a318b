import type { PageRoute } from '@/app/page-contract';

export const careersRoute = {
  path: '/careers',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-careers" */ '@/app/pages/careers/careers-page').then((module) => module.CareersPage),
} as const satisfies PageRoute;
