import { en } from '@/design-system/price-tag/price-tag-messages.en';
import { hi } from '@/design-system/price-tag/price-tag-messages.hi';

/** The price tag's spoken labels and discount badge in the page's language. */
export const priceTagMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
