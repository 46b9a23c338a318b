import { en } from '@/app/pages/home/lower/home-lower-messages.en';
import { hi } from '@/app/pages/home/lower/home-lower-messages.hi';

/** Headings and introductions of Home's lower sections in the page's language; each carousel's name differs from its heading. */
export const homeLowerMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
