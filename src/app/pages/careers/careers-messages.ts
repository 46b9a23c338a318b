import { en } from '@/app/pages/careers/careers-messages.en';
import { hi } from '@/app/pages/careers/careers-messages.hi';

/** The careers page's text in the page's language. */
export const careersMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
