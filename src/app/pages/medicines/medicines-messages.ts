import { en } from '@/app/pages/medicines/medicines-messages.en';
import { hi } from '@/app/pages/medicines/medicines-messages.hi';

/** The medicines page's titles and section text in the page's language. */
export const medicinesMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
