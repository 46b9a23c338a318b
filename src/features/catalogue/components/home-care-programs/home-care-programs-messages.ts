import { en } from '@/features/catalogue/components/home-care-programs/home-care-programs-messages.en';
import { hi } from '@/features/catalogue/components/home-care-programs/home-care-programs-messages.hi';

/** Home's care programs text in the page's language. */
export const homeCareProgramsMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
