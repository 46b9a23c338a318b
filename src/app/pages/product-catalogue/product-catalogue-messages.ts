import { en } from '@/app/pages/product-catalogue/product-catalogue-messages.en';
import { hi } from '@/app/pages/product-catalogue/product-catalogue-messages.hi';

/** The product catalogue pages' intro and notes in the page's language. */
export const productCatalogueMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
