import { en } from '@/features/assessment/api/assessment-form-messages.en';
import { hi } from '@/features/assessment/api/assessment-form-messages.hi';

/** The wizard's validation messages in the page's language (the server keeps the schema's English). */
export const assessmentFormMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
