import { en } from '@/features/catalogue/components/health-scans/health-scans-messages.en';
import { hi } from '@/features/catalogue/components/health-scans/health-scans-messages.hi';

/** The health scans by category's text in the page's language. */
export const healthScansMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
