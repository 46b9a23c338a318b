import type { PageRoute } from '@/app/page-contract';

export const medicinesRoute = {
  path: '/medicines',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-medicines" */ '@/app/pages/medicines/medicines-page').then((module) => module.MedicinesPage),
} as const satisfies PageRoute;
