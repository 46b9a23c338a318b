import { en } from '@/features/assessment/components/self-check-messages.en';
import { hi } from '@/features/assessment/components/self-check-messages.hi';

/** The self-check's text in the page's language: questions, choices, notes, cards and buttons. */
export const selfCheckMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
