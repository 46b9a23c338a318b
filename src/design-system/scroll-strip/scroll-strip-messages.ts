import { en } from '@/design-system/scroll-strip/scroll-strip-messages.en';
import { hi } from '@/design-system/scroll-strip/scroll-strip-messages.hi';

/** The scroll strip's default arrow names in the page's language. */
export const scrollStripMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
