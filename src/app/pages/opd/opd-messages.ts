import { en } from '@/app/pages/opd/opd-messages.en';
import { hi } from '@/app/pages/opd/opd-messages.hi';

/** The OPD page's titles, reasons and section text in the page's language. */
export const opdMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
