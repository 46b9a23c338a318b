import { en } from '@/features/catalogue/components/package-detail/package-detail-messages.en';
import { hi } from '@/features/catalogue/components/package-detail/package-detail-messages.hi';

/** The skincare package detail's text in the page's language. */
export const packageDetailMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
