import type { PageRoute } from '@/app/page-contract';

export const pressRoute = {
  path: '/press',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-press" */ '@/app/pages/press/press-page').then((module) => module.PressPage),
} as const satisfies PageRoute;
