import { en } from '@/app/pages/medical-services/medical-services-messages.en';
import { hi } from '@/app/pages/medical-services/medical-services-messages.hi';

/** The scan service pages' own text (intro, not-found state) in the page's language. */
export const medicalServicesMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
