import { en } from '@/app/pages/about/about-messages.en';
import { hi } from '@/app/pages/about/about-messages.hi';

/** The about page's title, heading and section titles in the page's language. */
export const aboutMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
