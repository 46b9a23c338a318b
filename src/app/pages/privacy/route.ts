import type { PageRoute } from '@/app/page-contract';

export const privacyRoute = {
  path: '/privacy',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-privacy" */ '@/app/pages/privacy/privacy-page').then((module) => module.PrivacyPage),
} as const satisfies PageRoute;
