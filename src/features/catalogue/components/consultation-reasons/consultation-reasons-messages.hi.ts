import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/consultation-reasons/consultation-reasons-messages.en';

export const hi = {
  loadError: 'कंसल्टेशन की जानकारी लोड नहीं हो सकी।',
  loading: 'Online कंसल्टेशन के फ़ायदे लोड हो रहे हैं',
} satisfies Messages<typeof en>;
