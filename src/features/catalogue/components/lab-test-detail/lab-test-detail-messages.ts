import { en } from '@/features/catalogue/components/lab-test-detail/lab-test-detail-messages.en';
import { hi } from '@/features/catalogue/components/lab-test-detail/lab-test-detail-messages.hi';

/** The lab test detail's text in the page's language. */
export const labTestDetailMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
