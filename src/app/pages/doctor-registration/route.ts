import type { PageRoute } from '@/app/page-contract';
import { REGISTRATION_PATHS } from '@/features/onboarding/components/registration-paths';

export const doctorOnboardRoute = {
  path: REGISTRATION_PATHS.doctor,
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-doctorOnboard" */ '@/app/pages/doctor-registration/doctor-registration-page').then((module) => module.DoctorRegistrationPage),
} as const satisfies PageRoute;
