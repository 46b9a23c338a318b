import type { RouteEntry } from '@/app/page-contract';
import { termsEntry } from '@/app/pages/terms/entry';

export const termsRoute = {
  ...termsEntry,
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-terms" */ '@/app/pages/terms/terms-page').then((module) => module.TermsPage),
} as const satisfies RouteEntry;
