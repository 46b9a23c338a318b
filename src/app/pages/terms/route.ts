import type { PageRoute } from '@/app/page-contract';

export const termsRoute = {
  path: '/terms',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-terms" */ '@/app/pages/terms/terms-page').then((module) => module.TermsPage),
} as const satisfies PageRoute;
