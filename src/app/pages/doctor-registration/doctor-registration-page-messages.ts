import { en } from '@/app/pages/doctor-registration/doctor-registration-page-messages.en';
import { hi } from '@/app/pages/doctor-registration/doctor-registration-page-messages.hi';

/** The page's title, description and heading in the page's language. */
export const doctorRegistrationPageMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
