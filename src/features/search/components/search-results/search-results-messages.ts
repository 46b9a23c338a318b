import { en } from '@/features/search/components/search-results/search-results-messages.en';
import { hi } from '@/features/search/components/search-results/search-results-messages.hi';

/** The results page's own text in the page's language. */
export const searchResultsMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
