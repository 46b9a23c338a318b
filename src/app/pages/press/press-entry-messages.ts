import { en } from '@/app/pages/press/press-entry-messages.en';
import { hi } from '@/app/pages/press/press-entry-messages.hi';

/** The page's title, meta description and heading in the page's language: small, as the route manifest carries them too. */
export const pressEntryMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
