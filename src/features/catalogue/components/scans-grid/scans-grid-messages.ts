import { en } from '@/features/catalogue/components/scans-grid/scans-grid-messages.en';
import { hi } from '@/features/catalogue/components/scans-grid/scans-grid-messages.hi';

/** The home scans grid's text in the page's language. */
export const scansGridMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
