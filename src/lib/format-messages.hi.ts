import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/lib/format-messages.en';

export const hi = {
  lakhs: (lakhs: string) => `${lakhs} लाख`,
} satisfies Messages<typeof en>;
