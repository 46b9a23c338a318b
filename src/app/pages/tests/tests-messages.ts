import { en } from '@/app/pages/tests/tests-messages.en';
import { hi } from '@/app/pages/tests/tests-messages.hi';

/** The tests page's titles and section text in the page's language. */
export const testsMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
