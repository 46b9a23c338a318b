import { en } from '@/features/onboarding/components/registration-choices-messages.en';
import { hi } from '@/features/onboarding/components/registration-choices-messages.hi';

/** The chooser cards' text in the page's language. */
export const registrationChoicesMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
