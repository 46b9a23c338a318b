import { en } from '@/features/leads/api/appointment-validation-messages.en';
import { hi } from '@/features/leads/api/appointment-validation-messages.hi';

/** The appointment form's validation messages in the page's language (the server keeps the English ones). */
export const appointmentValidationMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
