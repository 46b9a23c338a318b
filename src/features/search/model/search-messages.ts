import { en } from '@/features/search/model/search-messages.en';
import { hi } from '@/features/search/model/search-messages.hi';

/** The search's shared text (kinds, counts, no results, failure) in the page's language. */
export const searchMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
