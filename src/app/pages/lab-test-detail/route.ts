import type { RouteEntry } from '@/app/page-contract';
import { labTestDetailEntry } from '@/app/pages/lab-test-detail/entry';

export const labTestDetailRoute = {
  ...labTestDetailEntry,
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-labTestDetail" */ '@/app/pages/lab-test-detail/lab-test-detail-page').then((module) => module.LabTestDetailPage),
} as const satisfies RouteEntry;
