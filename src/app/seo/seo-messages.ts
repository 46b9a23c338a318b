import { en } from '@/app/seo/seo-messages.en';
import { hi } from '@/app/seo/seo-messages.hi';

/** What search engines read around a page's own title, in the page's language. */
export const seoMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
