import { en } from '@/app/pages/terms/terms-entry-messages.en';
import { hi } from '@/app/pages/terms/terms-entry-messages.hi';

/** The page's title, meta description and heading in the page's language: small, as the route manifest carries them too. */
export const termsEntryMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
