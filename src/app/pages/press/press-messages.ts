import { en } from '@/app/pages/press/press-messages.en';
import { hi } from '@/app/pages/press/press-messages.hi';

/** The press page's text in the page's language. */
export const pressMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
