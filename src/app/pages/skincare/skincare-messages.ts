import { en } from '@/app/pages/skincare/skincare-messages.en';
import { hi } from '@/app/pages/skincare/skincare-messages.hi';

/** The skincare page's titles and section text in the page's language. */
export const skincareMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
