import { en } from '@/features/onboarding/components/doctor-form-messages.en';
import { hi } from '@/features/onboarding/components/doctor-form-messages.hi';

/** The doctor form's text in the page's language. */
export const doctorFormMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
