import { en } from '@/app/pages/terms/terms-messages.en';
import { hi } from '@/app/pages/terms/terms-messages.hi';

/** The terms page's title, description and heading in the page's language. */
export const termsMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
