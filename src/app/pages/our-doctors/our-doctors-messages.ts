import { en } from '@/app/pages/our-doctors/our-doctors-messages.en';
import { hi } from '@/app/pages/our-doctors/our-doctors-messages.hi';

/** The doctors page's text in the page's language. */
export const ourDoctorsMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
