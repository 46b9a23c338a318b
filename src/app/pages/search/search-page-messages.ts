import { en } from '@/app/pages/search/search-page-messages.en';
import { hi } from '@/app/pages/search/search-page-messages.hi';

/** The search page's title, description and heading in the page's language. */
export const searchPageMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
