import type { PageRoute } from '@/app/page-contract';
import { REGISTRATION_PATHS } from '@/features/onboarding/components/registration-paths';

export const patientOnboardRoute = {
  path: REGISTRATION_PATHS.patient,
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-patientOnboard" */ '@/app/pages/patient-registration/patient-registration-page').then((module) => module.PatientRegistrationPage),
} as const satisfies PageRoute;
