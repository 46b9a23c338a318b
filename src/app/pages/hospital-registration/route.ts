import type { PageRoute } from '@/app/page-contract';
import { REGISTRATION_PATHS } from '@/features/onboarding/components/registration-paths';

export const hospitalOnboardRoute = {
  path: REGISTRATION_PATHS.hospital,
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-hospitalOnboard" */ '@/app/pages/hospital-registration/hospital-registration-page').then((module) => module.HospitalRegistrationPage),
} as const satisfies PageRoute;
