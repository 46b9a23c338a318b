import { en } from '@/app/pages/contact/contact-messages.en';
import { hi } from '@/app/pages/contact/contact-messages.hi';

/** Contact Us's title, description and heading in the page's language. */
export const contactMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
