import { en } from '@/features/auth/components/auth-messages.en';
import { hi } from '@/features/auth/components/auth-messages.hi';

/** The /auth screen's text around the form (headings, side panel, session note) in the page's language. */
export const authMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
