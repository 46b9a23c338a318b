import { en } from '@/features/catalogue/components/feedback/feedback-messages.en';
import { hi } from '@/features/catalogue/components/feedback/feedback-messages.hi';

/** The feedback block's chrome in the page's language (the patients' own words stay as written). */
export const feedbackMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
