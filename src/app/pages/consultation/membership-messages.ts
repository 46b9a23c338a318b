import { en } from '@/app/pages/consultation/membership-messages.en';
import { hi } from '@/app/pages/consultation/membership-messages.hi';

/** The membership block, in the page's language: its own catalogue, so the page's first load does not carry it. */
export const membershipMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
