import { en } from '@/app/pages/package-detail/package-detail-entry-messages.en';
import { hi } from '@/app/pages/package-detail/package-detail-entry-messages.hi';

/** The words around a skincare package's name in its page's title and description, in the page's language. */
export const packageDetailEntryMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
