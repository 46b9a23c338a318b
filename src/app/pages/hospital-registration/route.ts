import type { RouteEntry } from '@/app/page-contract';
import { hospitalOnboardEntry } from '@/app/pages/hospital-registration/entry';

export const hospitalOnboardRoute = {
  ...hospitalOnboardEntry,
  screen: () => import(/* webpackChunkName: "page-hospitalOnboard" */ '@/app/pages/hospital-registration/hospital-registration-page').then((module) => module.HospitalRegistrationPage),
} as const satisfies RouteEntry;
