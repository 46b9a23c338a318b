import { en } from '@/app/pages/blog/blog-messages.en';
import { hi } from '@/app/pages/blog/blog-messages.hi';

/** The blog page's text in the page's language. */
export const blogMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
