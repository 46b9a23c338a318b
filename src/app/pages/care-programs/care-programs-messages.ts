import { en } from '@/app/pages/care-programs/care-programs-messages.en';
import { hi } from '@/app/pages/care-programs/care-programs-messages.hi';

/** The care programs page's text in the page's language. */
export const careProgramsMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
