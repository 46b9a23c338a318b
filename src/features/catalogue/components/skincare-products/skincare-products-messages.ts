import { en } from '@/features/catalogue/components/skincare-products/skincare-products-messages.en';
import { hi } from '@/features/catalogue/components/skincare-products/skincare-products-messages.hi';

/** The featured skincare products' text in the page's language. */
export const skincareProductsMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
