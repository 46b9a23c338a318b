import { en } from '@/design-system/read-more/read-more-messages.en';
import { hi } from '@/design-system/read-more/read-more-messages.hi';

/** ReadMore's toggle texts in the page's language. */
export const readMoreMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
