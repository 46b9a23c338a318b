import { en } from '@/design-system/form/file-messages.en';
import { hi } from '@/design-system/form/file-messages.hi';

/** The file field's, upload progress' and file sizes' own text in the page's language. */
export const fileMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
