import { en } from '@/app/layout/header/header-messages.en';
import { hi } from '@/app/layout/header/header-messages.hi';

/** The header's and mobile menu's text in the page's language (every page loads it: keep it lean). */
export const headerMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
