import type { RouteEntry } from '@/app/page-contract';
import { packageDetailEntry } from '@/app/pages/package-detail/entry';

export const packageDetailRoute = {
  ...packageDetailEntry,
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-packageDetail" */ '@/app/pages/package-detail/package-detail-page').then((module) => module.PackageDetailPage),
} as const satisfies RouteEntry;
