import type { RouteEntry } from '@/app/page-contract';
import { skincareEntry } from '@/app/pages/skincare/entry';

export const skincareRoute = {
  ...skincareEntry,
  screen: () => import(/* webpackChunkName: "page-skincare" */ '@/app/pages/skincare/skincare-page').then((module) => module.SkincarePage),
} as const satisfies RouteEntry;
