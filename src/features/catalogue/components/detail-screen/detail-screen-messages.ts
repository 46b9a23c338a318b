import { en } from '@/features/catalogue/components/detail-screen/detail-screen-messages.en';
import { hi } from '@/features/catalogue/components/detail-screen/detail-screen-messages.hi';

/** A detail route's loading, error and not-found text in the page's language. */
export const detailScreenMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
