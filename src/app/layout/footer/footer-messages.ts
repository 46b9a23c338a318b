import { en } from '@/app/layout/footer/footer-messages.en';
import { hi } from '@/app/layout/footer/footer-messages.hi';

/** The footer's text in the page's language. */
export const footerMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
