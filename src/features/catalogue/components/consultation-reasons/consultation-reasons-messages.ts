import { en } from '@/features/catalogue/components/consultation-reasons/consultation-reasons-messages.en';
import { hi } from '@/features/catalogue/components/consultation-reasons/consultation-reasons-messages.hi';

/** The why-consult-online block's text in the page's language. */
export const consultationReasonsMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
