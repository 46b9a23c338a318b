import type { PageRoute } from '@/app/page-contract';

export const healthCheckDetailRoute = {
  path: '/health-checks-details/:id',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-healthCheckDetail" */ '@/app/pages/health-check-detail/health-check-detail-page').then((module) => module.HealthCheckDetailPage),
} as const satisfies PageRoute;
