import type { RouteEntry } from '@/app/page-contract';
import { opdEntry } from '@/app/pages/opd/entry';

export const opdRoute = {
  ...opdEntry,
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-opd" */ '@/app/pages/opd/opd-page').then((module) => module.OpdPage),
} as const satisfies RouteEntry;
