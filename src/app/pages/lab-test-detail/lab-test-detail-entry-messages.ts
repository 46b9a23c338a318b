import { en } from '@/app/pages/lab-test-detail/lab-test-detail-entry-messages.en';
import { hi } from '@/app/pages/lab-test-detail/lab-test-detail-entry-messages.hi';

/** The words around its record in the title and description, in the page's language. */
export const labTestDetailEntryMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
