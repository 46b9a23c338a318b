import type { PageRoute } from '@/app/page-contract';

export const testsRoute = {
  path: '/tests',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-tests" */ '@/app/pages/tests/tests-page').then((module) => module.TestsPage),
} as const satisfies PageRoute;
