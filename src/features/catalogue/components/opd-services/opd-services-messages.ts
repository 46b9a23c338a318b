import { en } from '@/features/catalogue/components/opd-services/opd-services-messages.en';
import { hi } from '@/features/catalogue/components/opd-services/opd-services-messages.hi';

/** The OPD services block's text in the page's language. */
export const opdServicesMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
