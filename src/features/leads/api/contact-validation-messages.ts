import { en } from '@/features/leads/api/contact-validation-messages.en';
import { hi } from '@/features/leads/api/contact-validation-messages.hi';

/** The contact form's validation messages in the page's language (the server keeps the English ones). */
export const contactValidationMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
