import { en } from '@/app/pages/auth/auth-page-messages.en';
import { hi } from '@/app/pages/auth/auth-page-messages.hi';

/** The login page's title, description and heading in the page's language. */
export const authPageMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
