import { en } from '@/design-system/form/honeypot-messages.en';
import { hi } from '@/design-system/form/honeypot-messages.hi';

/** The honeypot's label in the page's language. */
export const honeypotMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
