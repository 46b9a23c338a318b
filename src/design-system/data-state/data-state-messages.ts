import { en } from '@/design-system/data-state/data-state-messages.en';
import { hi } from '@/design-system/data-state/data-state-messages.hi';

/** DataState's default loading and retry texts in the page's language. */
export const dataStateMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
