import { en } from '@/app/pages/legal/legal-document-messages.en';
import { hi } from '@/app/pages/legal/legal-document-messages.hi';

/** The policy pages' frame (last-updated line, contents) in the page's language. */
export const legalDocumentMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
