import { en } from '@/features/onboarding/components/registration-form-messages.en';
import { hi } from '@/features/onboarding/components/registration-form-messages.hi';

/** The registration forms' shared text in the page's language. */
export const registrationFormMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
