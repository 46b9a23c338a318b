import type { RouteEntry } from '@/app/page-contract';
import { searchEntry } from '@/app/pages/search/entry';

export const searchRoute = {
  ...searchEntry,
  screen: () => import(/* webpackChunkName: "page-search" */ '@/app/pages/search/search-page').then((module) => module.SearchPage),
} as const satisfies RouteEntry;
