import { en } from '@/features/leads/components/appointment-messages.en';
import { hi } from '@/features/leads/components/appointment-messages.hi';

/** The appointment dialog's text in the page's language; option labels by the value sent. */
export const appointmentMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
