import type { PageRoute } from '@/app/page-contract';

export const ourDoctorsRoute = {
  path: '/our-doctors',
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-ourDoctors" */ '@/app/pages/our-doctors/our-doctors-page').then((module) => module.OurDoctorsPage),
} as const satisfies PageRoute;
