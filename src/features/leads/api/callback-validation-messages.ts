import { en } from '@/features/leads/api/callback-validation-messages.en';
import { hi } from '@/features/leads/api/callback-validation-messages.hi';

/** The callback form's validation message in the page's language (the server keeps the English one). */
export const callbackValidationMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
