import { en } from '@/app/pages/terms/terms-content-messages.en';
import { hi } from '@/app/pages/terms/terms-content-messages.hi';

/** The terms of use's text in the page's language. */
export const termsContentMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
