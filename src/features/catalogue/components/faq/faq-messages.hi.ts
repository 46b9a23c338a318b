import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/faq/faq-messages.en';

export const hi = {
  title: 'अक्सर पूछे जाने वाले सवाल',
  loadError: 'डेटा लोड नहीं हो सका।',
  empty: 'इस श्रेणी में कोई सवाल नहीं मिला।',
  loading: 'सवाल लोड हो रहे हैं',
} satisfies Messages<typeof en>;
