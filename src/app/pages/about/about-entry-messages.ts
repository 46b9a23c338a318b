import { en } from '@/app/pages/about/about-entry-messages.en';
import { hi } from '@/app/pages/about/about-entry-messages.hi';

/** The page's title, meta description and heading in the page's language: small, as the route manifest carries them too. */
export const aboutEntryMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
