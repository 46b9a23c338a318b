import { en } from '@/features/catalogue/components/checkup-packages/checkup-packages-messages.en';
import { hi } from '@/features/catalogue/components/checkup-packages/checkup-packages-messages.hi';

/** The checkup packages' text in the page's language. */
export const checkupPackagesMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
