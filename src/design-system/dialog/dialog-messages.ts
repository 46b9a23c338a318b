import { en } from '@/design-system/dialog/dialog-messages.en';
import { hi } from '@/design-system/dialog/dialog-messages.hi';

/** The dialog's close button name in the page's language. */
export const dialogMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
