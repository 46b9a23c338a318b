import { en } from '@/features/catalogue/components/nearby-centres/nearby-centres-messages.en';
import { hi } from '@/features/catalogue/components/nearby-centres/nearby-centres-messages.hi';

/** The centre finder's text in the page's language. */
export const nearbyCentresMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
