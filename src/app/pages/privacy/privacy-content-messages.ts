import { en } from '@/app/pages/privacy/privacy-content-messages.en';
import { hi } from '@/app/pages/privacy/privacy-content-messages.hi';

/** The privacy policy's text in the page's language. */
export const privacyContentMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
