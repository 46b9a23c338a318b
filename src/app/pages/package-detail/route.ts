import type { PageRoute } from '@/app/page-contract';

export const packageDetailRoute = {
  path: '/package-details/:id',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-packageDetail" */ '@/app/pages/package-detail/package-detail-page').then((module) => module.PackageDetailPage),
} as const satisfies PageRoute;
