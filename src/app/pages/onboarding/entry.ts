import type { PageMeta } from '@/app/page-contract';
import { onboardingPageMessages } from '@/app/pages/onboarding/onboarding-page-messages';

export const onboardEntry = {
  title: onboardingPageMessages.title,
  description: onboardingPageMessages.description,
  heading: onboardingPageMessages.heading,
} as const satisfies PageMeta;
