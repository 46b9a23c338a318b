import type { RouteEntry } from '@/app/page-contract';
import { onboardEntry } from '@/app/pages/onboarding/entry';

export const onboardRoute = {
  ...onboardEntry,
  plainScreen: true,
  screen: () => import(/* webpackChunkName: "page-onboard" */ '@/app/pages/onboarding/onboarding-page').then((module) => module.OnboardingPage),
} as const satisfies RouteEntry;
