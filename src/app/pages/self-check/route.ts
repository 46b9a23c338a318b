import type { RouteEntry } from '@/app/page-contract';
import { selfCheckEntry } from '@/app/pages/self-check/entry';

export const selfCheckRoute = {
  ...selfCheckEntry,
  screen: () => import(/* webpackChunkName: "page-selfCheck" */ '@/app/pages/self-check/self-check-page').then((module) => module.SelfCheckPage),
} as const satisfies RouteEntry;
