import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/derma-essentials/derma-essentials-messages.en';

export const hi = {
  title: 'डर्मा एसेंशियल्स',
  eyebrow: 'स्किनकेयर',
  description: 'मुँहासे, पिगमेंटेशन, बाल झड़ने और दूसरी परेशानियों के लिए स्किनकेयर किट।',
  carouselLabel: 'स्किनकेयर पैकेज',
  error: 'पैकेज लोड नहीं हो सके।',
  empty: 'अभी कोई पैकेज उपलब्ध नहीं है।',
  loading: 'पैकेज लोड हो रहे हैं',
  viewPackage: 'पैकेज देखें',
} satisfies Messages<typeof en>;
