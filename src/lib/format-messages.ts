import { en } from '@/lib/format-messages.en';
import { hi } from '@/lib/format-messages.hi';

/** The words of formatted numbers in the page's language. */
export const formatMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
