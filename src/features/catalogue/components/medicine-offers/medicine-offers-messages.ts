import { en } from '@/features/catalogue/components/medicine-offers/medicine-offers-messages.en';
import { hi } from '@/features/catalogue/components/medicine-offers/medicine-offers-messages.hi';

/** The medicine offers' text in the page's language. */
export const medicineOffersMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
