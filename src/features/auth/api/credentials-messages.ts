import { en } from '@/features/auth/api/credentials-messages.en';
import { hi } from '@/features/auth/api/credentials-messages.hi';

/** The login and sign-up checks' messages in the page's language (the server keeps the schema's English). */
export const credentialsMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
