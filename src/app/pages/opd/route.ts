import type { PageRoute } from '@/app/page-contract';

export const opdRoute = {
  path: '/opd',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-opd" */ '@/app/pages/opd/opd-page').then((module) => module.OpdPage),
} as const satisfies PageRoute;
