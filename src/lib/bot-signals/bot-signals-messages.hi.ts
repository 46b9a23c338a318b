import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/lib/bot-signals/bot-signals-messages.en';

export const hi = {
  checking: 'आपके अनुरोध की जाँच हो रही है…',
} satisfies Messages<typeof en>;
