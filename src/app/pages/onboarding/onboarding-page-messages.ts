import { en } from '@/app/pages/onboarding/onboarding-page-messages.en';
import { hi } from '@/app/pages/onboarding/onboarding-page-messages.hi';

/** The page's title, description and heading in the page's language. */
export const onboardingPageMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
