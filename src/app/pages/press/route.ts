import type { RouteEntry } from '@/app/page-contract';
import { pressEntry } from '@/app/pages/press/entry';

export const pressRoute = {
  ...pressEntry,
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-press" */ '@/app/pages/press/press-page').then((module) => module.PressPage),
} as const satisfies RouteEntry;
