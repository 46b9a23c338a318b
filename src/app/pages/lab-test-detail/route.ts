import type { PageRoute } from '@/app/page-contract';

export const labTestDetailRoute = {
  path: '/lab-tests-details/:id',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-labTestDetail" */ '@/app/pages/lab-test-detail/lab-test-detail-page').then((module) => module.LabTestDetailPage),
} as const satisfies PageRoute;
