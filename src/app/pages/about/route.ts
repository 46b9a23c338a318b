import type { RouteEntry } from '@/app/page-contract';
import { aboutEntry } from '@/app/pages/about/entry';

export const aboutRoute = {
  ...aboutEntry,
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-about" */ '@/app/pages/about/about-page').then((module) => module.AboutPage),
} as const satisfies RouteEntry;
