import { en } from '@/features/onboarding/components/hospital-form-messages.en';
import { hi } from '@/features/onboarding/components/hospital-form-messages.hi';

/** The hospital form's text in the page's language. */
export const hospitalFormMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
