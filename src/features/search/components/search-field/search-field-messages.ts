import { en } from '@/features/search/components/search-field/search-field-messages.en';
import { hi } from '@/features/search/components/search-field/search-field-messages.hi';

/** The search field's own text in the page's language. */
export const searchFieldMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
