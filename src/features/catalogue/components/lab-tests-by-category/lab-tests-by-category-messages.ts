import { en } from '@/features/catalogue/components/lab-tests-by-category/lab-tests-by-category-messages.en';
import { hi } from '@/features/catalogue/components/lab-tests-by-category/lab-tests-by-category-messages.hi';

/** The top booked lab tests' text in the page's language. */
export const labTestsByCategoryMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
