import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/product-catalogue/product-catalogue-messages.en';

export const hi = {
  errorTitle: 'प्रोडक्ट लोड नहीं हो सके',
  // The failure's own message is English (the fetcher's or the browser's): a Hindi page says what happened instead.
  errorDetail: () => 'प्रोडक्ट की जानकारी नहीं मिल सकी। कृपया फिर से कोशिश करें।',
  errorFallback: 'प्रोडक्ट की जानकारी नहीं मिल सकी। कृपया फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  empty: 'इस कैटेगरी में अभी कोई प्रोडक्ट नहीं है।',
  loading: 'प्रोडक्ट लोड हो रहे हैं',
  gridLabel: (category: string) => `${category} के प्रोडक्ट`,
  prescriptionRequired: 'डॉक्टर का पर्चा ज़रूरी',
} satisfies Messages<typeof en>;
