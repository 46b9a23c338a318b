import { en } from '@/app/pages/consultation/get-the-app-messages.en';
import { hi } from '@/app/pages/consultation/get-the-app-messages.hi';

/** The "Get the app" section, in the page's language: its own catalogue, so the page's first load does not carry it. */
export const getTheAppMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
