import { en } from '@/features/auth/components/auth-form-messages.en';
import { hi } from '@/features/auth/components/auth-form-messages.hi';

/** The login and sign-up form's text in the page's language: labels, buttons, hint, toasts and failures. */
export const authFormMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
