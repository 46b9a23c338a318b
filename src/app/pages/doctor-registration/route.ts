import type { RouteEntry } from '@/app/page-contract';
import { doctorOnboardEntry } from '@/app/pages/doctor-registration/entry';

export const doctorOnboardRoute = {
  ...doctorOnboardEntry,
  screen: () => import(/* webpackChunkName: "page-doctorOnboard" */ '@/app/pages/doctor-registration/doctor-registration-page').then((module) => module.DoctorRegistrationPage),
} as const satisfies RouteEntry;
