import { en } from '@/design-system/form/form-messages.en';
import { hi } from '@/design-system/form/form-messages.hi';

/** The form primitives' own text (error summary, error prefix, busy button, select placeholder) in the page's language. */
export const formMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
