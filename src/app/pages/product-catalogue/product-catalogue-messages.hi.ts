import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/product-catalogue/product-catalogue-messages.en';

export const hi = {
  callback: 'कॉलबैक का अनुरोध करें, हमारी फ़ार्मेसी टीम ऑर्डर करने में आपकी मदद करेगी।',
  prescriptionNote: '"डॉक्टर का पर्चा ज़रूरी" लिखे प्रोडक्ट सिर्फ़ डॉक्टर का सही पर्चा दिखाने पर ही दिए जाते हैं।',
  allCategories: 'दवाइयों की सभी कैटेगरी देखें',
} satisfies Messages<typeof en>;
