import { en } from '@/app/pages/medical-services/medical-services-entry-messages.en';
import { hi } from '@/app/pages/medical-services/medical-services-entry-messages.hi';

/** The scan service pages' headings, titles and descriptions in the page's language: small, as the route manifest carries them too. */
export const medicalServicesEntryMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
