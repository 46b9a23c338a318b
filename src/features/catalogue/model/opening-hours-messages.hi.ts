import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/model/opening-hours-messages.en';

export const hi = {
  openNow: (closes: string) => `अभी खुला है · ${closes} पर बंद होगा`,
  closed: (opens: string) => `बंद है · ${opens} पर खुलेगा`,
} satisfies Messages<typeof en>;
