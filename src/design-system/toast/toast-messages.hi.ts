import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/design-system/toast/toast-messages.en';

export const hi = {
  region: 'सूचनाएँ',
  dismiss: 'सूचना हटाएँ',
} satisfies Messages<typeof en>;
