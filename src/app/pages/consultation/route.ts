import type { PageRoute } from '@/app/page-contract';

export const consultationRoute = {
  path: '/consultation',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-consultation" */ '@/app/pages/consultation/consultation-page').then((module) => module.ConsultationPage),
} as const satisfies PageRoute;
