import { en } from '@/app/pages/care-programs/care-programs-entry-messages.en';
import { hi } from '@/app/pages/care-programs/care-programs-entry-messages.hi';

/** The page's title, meta description and heading in the page's language: small, as the route manifest carries them too. */
export const careProgramsEntryMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
