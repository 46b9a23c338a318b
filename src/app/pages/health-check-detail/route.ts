import type { RouteEntry } from '@/app/page-contract';
import { healthCheckDetailEntry } from '@/app/pages/health-check-detail/entry';

export const healthCheckDetailRoute = {
  ...healthCheckDetailEntry,
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-healthCheckDetail" */ '@/app/pages/health-check-detail/health-check-detail-page').then((module) => module.HealthCheckDetailPage),
} as const satisfies RouteEntry;
