import { en } from '@/features/catalogue/components/report-time-messages.en';
import { hi } from '@/features/catalogue/components/report-time-messages.hi';

/** A report time's text in the page's language. */
export const reportTimeMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
