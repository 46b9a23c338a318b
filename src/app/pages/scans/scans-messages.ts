import { en } from '@/app/pages/scans/scans-messages.en';
import { hi } from '@/app/pages/scans/scans-messages.hi';

/** The scans page's titles and section text in the page's language. */
export const scansMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
