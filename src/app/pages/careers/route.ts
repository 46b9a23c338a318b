import type { RouteEntry } from '@/app/page-contract';
import { careersEntry } from '@/app/pages/careers/entry';

export const careersRoute = {
  ...careersEntry,
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-careers" */ '@/app/pages/careers/careers-page').then((module) => module.CareersPage),
} as const satisfies RouteEntry;
