import { en } from '@/app/pages/home/home-messages.en';
import { hi } from '@/app/pages/home/home-messages.hi';

/** Home's title, description, hero and services heading in the page's language. */
export const homeMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
