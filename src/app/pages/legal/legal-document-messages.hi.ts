import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/legal/legal-document-messages.en';

export const hi = {
  lastUpdated: 'आखिरी बदलाव:',
  contents: 'विषय-सूची',
} satisfies Messages<typeof en>;
