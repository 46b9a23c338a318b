import type { RouteEntry } from '@/app/page-contract';
import { privacyEntry } from '@/app/pages/privacy/entry';

export const privacyRoute = {
  ...privacyEntry,
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-privacy" */ '@/app/pages/privacy/privacy-page').then((module) => module.PrivacyPage),
} as const satisfies RouteEntry;
