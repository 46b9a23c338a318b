import { en } from '@/features/catalogue/components/derma-essentials/derma-essentials-messages.en';
import { hi } from '@/features/catalogue/components/derma-essentials/derma-essentials-messages.hi';

/** The Derma Essentials block's text in the page's language. */
export const dermaEssentialsMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
