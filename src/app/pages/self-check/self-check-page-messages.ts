import { en } from '@/app/pages/self-check/self-check-page-messages.en';
import { hi } from '@/app/pages/self-check/self-check-page-messages.hi';

/** The self-check page's title, description and heading in the page's language. */
export const selfCheckPageMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
