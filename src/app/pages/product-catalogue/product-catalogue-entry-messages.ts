import { en } from '@/app/pages/product-catalogue/product-catalogue-entry-messages.en';
import { hi } from '@/app/pages/product-catalogue/product-catalogue-entry-messages.hi';

/** Each catalogue's heading, title and description in the page's language: small, as the route manifest carries them too. */
export const productCatalogueEntryMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
