import { en } from '@/features/leads/components/lead-button-messages.en';
import { hi } from '@/features/leads/components/lead-button-messages.hi';

/** The Book Appointment and Request Callback buttons' text in the page's language. */
export const leadButtonMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
