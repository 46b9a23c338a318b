import { en } from '@/features/onboarding/screens/onboarding-screens-messages.en';
import { hi } from '@/features/onboarding/screens/onboarding-screens-messages.hi';

/** The onboarding screens' text in the page's language. */
export const onboardingScreensMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
