import { en } from '@/app/pages/lab-test-detail/lab-test-detail-messages.en';
import { hi } from '@/app/pages/lab-test-detail/lab-test-detail-messages.hi';

/** The lab test page's own button in the page's language. */
export const labTestDetailMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
