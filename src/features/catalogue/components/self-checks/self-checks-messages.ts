import { en } from '@/features/catalogue/components/self-checks/self-checks-messages.en';
import { hi } from '@/features/catalogue/components/self-checks/self-checks-messages.hi';

/** The self-check cards' text in the page's language. */
export const selfChecksMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
