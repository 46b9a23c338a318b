import { en } from '@/app/pages/hospital-registration/hospital-registration-page-messages.en';
import { hi } from '@/app/pages/hospital-registration/hospital-registration-page-messages.hi';

/** The page's title, description and heading in the page's language. */
export const hospitalRegistrationPageMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
