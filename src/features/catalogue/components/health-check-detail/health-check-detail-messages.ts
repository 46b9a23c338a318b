import { en } from '@/features/catalogue/components/health-check-detail/health-check-detail-messages.en';
import { hi } from '@/features/catalogue/components/health-check-detail/health-check-detail-messages.hi';

/** The health check detail's text in the page's language. */
export const healthCheckDetailMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
