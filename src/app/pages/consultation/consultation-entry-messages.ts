import { en } from '@/app/pages/consultation/consultation-entry-messages.en';
import { hi } from '@/app/pages/consultation/consultation-entry-messages.hi';

/** The consultation page's title, description and heading in the page's language. */
export const consultationEntryMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
