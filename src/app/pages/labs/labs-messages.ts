import { en } from '@/app/pages/labs/labs-messages.en';
import { hi } from '@/app/pages/labs/labs-messages.hi';

/** The diagnostic centres page's text in the page's language. */
export const labsMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
