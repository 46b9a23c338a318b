import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/skincare-products/skincare-products-messages.en';

export const hi = {
  carouselLabel: 'चुने हुए स्किनकेयर प्रोडक्ट',
  error: 'प्रोडक्ट लोड नहीं हो सके। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  empty: 'अभी कोई प्रोडक्ट उपलब्ध नहीं है।',
  loading: 'प्रोडक्ट लोड हो रहे हैं',
} satisfies Messages<typeof en>;
