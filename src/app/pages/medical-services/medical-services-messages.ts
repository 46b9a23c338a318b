import { en } from '@/app/pages/medical-services/medical-services-messages.en';
import { hi } from '@/app/pages/medical-services/medical-services-messages.hi';

/** The scan service pages' headings, text and descriptions in the page's language. */
export const medicalServicesMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
