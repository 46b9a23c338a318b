import { en } from '@/features/catalogue/model/product-categories-messages.en';
import { hi } from '@/features/catalogue/model/product-categories-messages.hi';

/** The product categories' titles in the page's language. */
export const productCategoriesMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
