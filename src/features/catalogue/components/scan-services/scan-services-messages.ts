import { en } from '@/features/catalogue/components/scan-services/scan-services-messages.en';
import { hi } from '@/features/catalogue/components/scan-services/scan-services-messages.hi';

/** The scan service grid's text in the page's language. */
export const scanServicesMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
