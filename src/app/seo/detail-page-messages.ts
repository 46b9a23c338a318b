import { en } from '@/app/seo/detail-page-messages.en';
import { hi } from '@/app/seo/detail-page-messages.hi';

/** Detail pages' titles and descriptions in the page's language. */
export const detailPageMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
