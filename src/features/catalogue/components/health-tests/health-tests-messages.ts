import { en } from '@/features/catalogue/components/health-tests/health-tests-messages.en';
import { hi } from '@/features/catalogue/components/health-tests/health-tests-messages.hi';

/** The home health checks and lab tests block's text in the page's language. */
export const healthTestsMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
