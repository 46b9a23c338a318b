import { en } from '@/features/onboarding/components/patient-form-messages.en';
import { hi } from '@/features/onboarding/components/patient-form-messages.hi';

/** The patient form's text in the page's language. */
export const patientFormMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
