import { en } from '@/features/catalogue/components/consultation-specialities/consultation-specialities-messages.en';
import { hi } from '@/features/catalogue/components/consultation-specialities/consultation-specialities-messages.hi';

/** The consultation specialities carousel's text in the page's language. */
export const consultationSpecialitiesMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
