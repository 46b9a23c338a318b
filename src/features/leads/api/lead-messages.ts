import { en } from '@/features/leads/api/lead-messages.en';
import { hi } from '@/features/leads/api/lead-messages.hi';

/** The lead forms' toasts, failures and saved-on-the-device notices in the page's language. */
export const leadMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
