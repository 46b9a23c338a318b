import { en } from '@/app/pages/patient-registration/patient-registration-page-messages.en';
import { hi } from '@/app/pages/patient-registration/patient-registration-page-messages.hi';

/** The page's title, description and heading in the page's language. */
export const patientRegistrationPageMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
