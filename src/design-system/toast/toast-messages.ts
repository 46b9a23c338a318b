import { en } from '@/design-system/toast/toast-messages.en';
import { hi } from '@/design-system/toast/toast-messages.hi';

/** The toasts' landmark and dismiss button names in the page's language. */
export const toastMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
