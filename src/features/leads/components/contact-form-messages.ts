import { en } from '@/features/leads/components/contact-form-messages.en';
import { hi } from '@/features/leads/components/contact-form-messages.hi';

/** The Contact Us form's text in the page's language. */
export const contactFormMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
