import { en } from '@/app/layout/layout-messages.en';
import { hi } from '@/app/layout/layout-messages.hi';

/** The page frame's own text (skip link, page loading and failure) in the page's language. */
export const layoutMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
