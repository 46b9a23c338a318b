import { en } from '@/features/catalogue/components/sample-collection/sample-collection-messages.en';
import { hi } from '@/features/catalogue/components/sample-collection/sample-collection-messages.hi';

/** The sample collection block's text in the page's language. */
export const sampleCollectionMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
