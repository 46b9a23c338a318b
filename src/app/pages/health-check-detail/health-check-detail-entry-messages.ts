import { en } from '@/app/pages/health-check-detail/health-check-detail-entry-messages.en';
import { hi } from '@/app/pages/health-check-detail/health-check-detail-entry-messages.hi';

/** The words around a health check's record in its page's title and description, in the page's language. */
export const healthCheckDetailEntryMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
