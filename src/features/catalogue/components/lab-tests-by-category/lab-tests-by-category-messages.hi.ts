import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/lab-tests-by-category/lab-tests-by-category-messages.en';

export const hi = {
  error: 'जानकारी लोड नहीं हो सकी।',
  empty: 'अभी कोई लैब टेस्ट उपलब्ध नहीं है।',
  loading: 'लैब टेस्ट लोड हो रहे हैं',
  tabsLabel: 'लैब टेस्ट की कैटेगरी',
} satisfies Messages<typeof en>;
