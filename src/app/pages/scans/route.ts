import type { RouteEntry } from '@/app/page-contract';
import { scansEntry } from '@/app/pages/scans/entry';

export const scansRoute = {
  ...scansEntry,
  screen: () => import(/* webpackChunkName: "page-scans" */ '@/app/pages/scans/scans-page').then((module) => module.ScansPage),
} as const satisfies RouteEntry;
