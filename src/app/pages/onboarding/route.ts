import type { PageRoute } from '@/app/page-contract';
import { ONBOARDING_CHOOSER_PATH } from '@/features/onboarding/components/registration-paths';

export const onboardRoute = {
  path: ONBOARDING_CHOOSER_PATH,
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-onboard" */ '@/app/pages/onboarding/onboarding-page').then((module) => module.OnboardingPage),
} as const satisfies PageRoute;
