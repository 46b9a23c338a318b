import type { PageRoute } from '@/app/page-contract';

export const selfCheckRoute = {
  path: '/self-check-scan',
  screen: () => import(/* webpackChunkName: "page-selfCheck" */ '@/app/pages/self-check/self-check-page').then((module) => module.SelfCheckPage),
} as const satisfies PageRoute;
