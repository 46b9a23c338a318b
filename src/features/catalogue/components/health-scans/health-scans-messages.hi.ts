import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/health-scans/health-scans-messages.en';

export const hi = {
  error: 'स्कैन लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
  empty: 'अभी कोई स्कैन उपलब्ध नहीं है।',
  loading: 'स्कैन लोड हो रहे हैं',
  tabsLabel: 'हेल्थ स्कैन की कैटेगरी',
} satisfies Messages<typeof en>;
