import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/package-detail/package-detail-messages.en';

export const hi = {
  kind: 'पैकेज',
  error: 'प्रोडक्ट की जानकारी लोड नहीं हो सकी।',
  loading: 'लोड हो रहा है',
  highlights: 'खास बातें',
  productDetails: 'प्रोडक्ट की जानकारी',
} satisfies Messages<typeof en>;
