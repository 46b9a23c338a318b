import { en } from '@/features/catalogue/components/faq/faq-messages.en';
import { hi } from '@/features/catalogue/components/faq/faq-messages.hi';

/** The FAQ block's text in the page's language. */
export const faqMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
