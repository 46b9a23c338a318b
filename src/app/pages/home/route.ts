import type { PageRoute } from '@/app/page-contract';

export const homeRoute = {
  path: '/',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-home" */ '@/app/pages/home/home-page').then((module) => module.HomePage),
} as const satisfies PageRoute;
