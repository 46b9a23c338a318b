import { en } from '@/lib/bot-signals/bot-signals-messages.en';
import { hi } from '@/lib/bot-signals/bot-signals-messages.hi';

/** What a guarded form says while its request is checked, in the page's language. */
export const botSignalsMessages = import.meta.env?.PUBLIC_LOCALE === 'hi' ? hi : en;
