import { en } from '@/app/pages/package-detail/package-detail-messages.en';
import { hi } from '@/app/pages/package-detail/package-detail-messages.hi';

/** The words around a skincare package's name in its page's title and description, in the page's language. */
export const packageDetailMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
