import { en } from '@/features/catalogue/components/booked-scans/booked-scans-messages.en';
import { hi } from '@/features/catalogue/components/booked-scans/booked-scans-messages.hi';

/** The frequently booked scans' text in the page's language. */
export const bookedScansMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
