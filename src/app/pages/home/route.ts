import type { RouteEntry } from '@/app/page-contract';
import { homeEntry } from '@/app/pages/home/entry';

export const homeRoute = {
  ...homeEntry,
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-home" */ '@/app/pages/home/home-page').then((module) => module.HomePage),
} as const satisfies RouteEntry;
