import type { RouteEntry } from '@/app/page-contract';
import { patientOnboardEntry } from '@/app/pages/patient-registration/entry';

export const patientOnboardRoute = {
  ...patientOnboardEntry,
  screen: () => import(/* webpackChunkName: "page-patientOnboard" */ '@/app/pages/patient-registration/patient-registration-page').then((module) => module.PatientRegistrationPage),
} as const satisfies RouteEntry;
