import { en } from '@/features/leads/screens/contact-screen-messages.en';
import { hi } from '@/features/leads/screens/contact-screen-messages.hi';

/** The Contact Us screen's text in the page's language. */
export const contactScreenMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
