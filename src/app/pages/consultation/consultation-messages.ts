import { en } from '@/app/pages/consultation/consultation-messages.en';
import { hi } from '@/app/pages/consultation/consultation-messages.hi';

/** The online consultation page's text in the page's language. */
export const consultationMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
