import { en } from '@/features/leads/components/phone-field-messages.en';
import { hi } from '@/features/leads/components/phone-field-messages.hi';

/** The lead forms' phone field (label and hints) in the page's language. */
export const phoneFieldMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
