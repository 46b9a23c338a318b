import { en } from '@/app/offline/offline-messages.en';
import { hi } from '@/app/offline/offline-messages.hi';

/** What the page says about requests saved offline, in the page's language. */
export const offlineMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
