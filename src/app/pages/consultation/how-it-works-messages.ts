import { en } from '@/app/pages/consultation/how-it-works-messages.en';
import { hi } from '@/app/pages/consultation/how-it-works-messages.hi';

/** The five steps of an online consultation, in the page's language: its own catalogue, so the page's first load does not carry it. */
export const howItWorksMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
