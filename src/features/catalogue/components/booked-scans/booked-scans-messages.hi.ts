import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/booked-scans/booked-scans-messages.en';

export const hi = {
  listLabel: 'सबसे ज़्यादा बुक होने वाले स्कैन',
  error: 'स्कैन लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
  empty: 'अभी कोई स्कैन उपलब्ध नहीं है।',
  loading: 'स्कैन लोड हो रहे हैं',
} satisfies Messages<typeof en>;
