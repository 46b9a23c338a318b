import { en } from '@/features/catalogue/components/care-program-list/care-program-list-messages.en';
import { hi } from '@/features/catalogue/components/care-program-list/care-program-list-messages.hi';

/** The care programs page's carousel text in the page's language. */
export const careProgramListMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
