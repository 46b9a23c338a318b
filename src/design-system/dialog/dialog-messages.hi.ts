import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/design-system/dialog/dialog-messages.en';

export const hi = {
  close: 'बंद करें',
} satisfies Messages<typeof en>;
