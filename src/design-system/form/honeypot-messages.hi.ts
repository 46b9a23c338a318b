import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/design-system/form/honeypot-messages.en';

export const hi = {
  label: 'वेबसाइट',
} satisfies Messages<typeof en>;
