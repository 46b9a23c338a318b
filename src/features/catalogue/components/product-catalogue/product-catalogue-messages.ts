import { en } from '@/features/catalogue/components/product-catalogue/product-catalogue-messages.en';
import { hi } from '@/features/catalogue/components/product-catalogue/product-catalogue-messages.hi';

/** The product catalogue grid's text in the page's language. */
export const productCatalogueMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
