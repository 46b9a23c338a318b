import type { PageRoute } from '@/app/page-contract';
import { SEARCH_RESULTS_PATH } from '@/features/search/model/search-paths';

export const searchRoute = {
  path: SEARCH_RESULTS_PATH,
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-search" */ '@/app/pages/search/search-page').then((module) => module.SearchPage),
} as const satisfies PageRoute;
