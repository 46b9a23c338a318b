import { en } from '@/app/pages/about/about-content-messages.en';
import { hi } from '@/app/pages/about/about-content-messages.hi';

/** The about page's story, counters, cards and team roles in the page's language. */
export const aboutContentMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
