import { en } from '@/features/catalogue/model/opening-hours-messages.en';
import { hi } from '@/features/catalogue/model/opening-hours-messages.hi';

/** A centre's open or closed line in the page's language. */
export const openingHoursMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
