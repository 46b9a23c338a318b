import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/care-program-list/care-program-list-messages.en';

export const hi = {
  carouselLabel: 'केयर प्रोग्राम',
  loadError: 'डेटा लोड नहीं हो सका।',
  empty: 'अभी कोई प्रोग्राम उपलब्ध नहीं है।',
  loading: 'प्रोग्राम लोड हो रहे हैं',
  duration: 'अवधि:',
} satisfies Messages<typeof en>;
