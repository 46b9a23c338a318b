import { en } from '@/app/pages/consultation/offer-banner-messages.en';
import { hi } from '@/app/pages/consultation/offer-banner-messages.hi';

/** The first-consultation offer, in the page's language: its own catalogue, so the page's first load does not carry it. */
export const offerBannerMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
