import { en } from '@/design-system/faq-accordion/faq-accordion-messages.en';
import { hi } from '@/design-system/faq-accordion/faq-accordion-messages.hi';

/** The FAQ accordion's default empty message in the page's language. */
export const faqAccordionMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
