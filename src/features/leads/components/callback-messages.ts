import { en } from '@/features/leads/components/callback-messages.en';
import { hi } from '@/features/leads/components/callback-messages.hi';

/** The callback dialog's, block's and form's text in the page's language. */
export const callbackMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
