import { en } from '@/app/pages/medicines/medicines-entry-messages.en';
import { hi } from '@/app/pages/medicines/medicines-entry-messages.hi';

/** The page's title, meta description and heading in the page's language: small, as the route manifest carries them too. */
export const medicinesEntryMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
