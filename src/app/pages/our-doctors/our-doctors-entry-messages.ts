import { en } from '@/app/pages/our-doctors/our-doctors-entry-messages.en';
import { hi } from '@/app/pages/our-doctors/our-doctors-entry-messages.hi';

/** The page's title, meta description and heading in the page's language: small, as the route manifest carries them too. */
export const ourDoctorsEntryMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
