import { en } from '@/app/pages/privacy/privacy-messages.en';
import { hi } from '@/app/pages/privacy/privacy-messages.hi';

/** The privacy page's title, description and heading in the page's language. */
export const privacyMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
