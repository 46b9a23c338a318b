import { en } from '@/features/catalogue/components/footer-content/footer-content-messages.en';
import { hi } from '@/features/catalogue/components/footer-content/footer-content-messages.hi';

/** The blog, careers and press lists' text in the page's language. */
export const footerContentMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
