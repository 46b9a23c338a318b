import { en } from '@/features/onboarding/components/registration-frame-messages.en';
import { hi } from '@/features/onboarding/components/registration-frame-messages.hi';

/** The registration page frame's text in the page's language. */
export const registrationFrameMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
