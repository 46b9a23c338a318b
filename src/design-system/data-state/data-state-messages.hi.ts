import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/design-system/data-state/data-state-messages.en';

export const hi = {
  loading: 'लोड हो रहा है',
  tryAgain: 'फिर से कोशिश करें',
} satisfies Messages<typeof en>;
