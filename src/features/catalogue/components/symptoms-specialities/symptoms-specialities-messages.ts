import { en } from '@/features/catalogue/components/symptoms-specialities/symptoms-specialities-messages.en';
import { hi } from '@/features/catalogue/components/symptoms-specialities/symptoms-specialities-messages.hi';

/** The Symptoms / Specialities block's text in the page's language. */
export const symptomsSpecialitiesMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
