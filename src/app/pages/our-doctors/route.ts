import type { RouteEntry } from '@/app/page-contract';
import { ourDoctorsEntry } from '@/app/pages/our-doctors/entry';

export const ourDoctorsRoute = {
  ...ourDoctorsEntry,
  screen: () => import(/* webpackChunkName: "page-ourDoctors" */ '@/app/pages/our-doctors/our-doctors-page').then((module) => module.OurDoctorsPage),
} as const satisfies RouteEntry;
