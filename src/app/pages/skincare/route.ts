import type { PageRoute } from '@/app/page-contract';

export const skincareRoute = {
  path: '/skincare',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-skincare" */ '@/app/pages/skincare/skincare-page').then((module) => module.SkincarePage),
} as const satisfies PageRoute;
