import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/medicine-offers/medicine-offers-messages.en';

export const hi = {
  carouselLabel: 'दवाओं पर ऑफ़र',
  error: 'जानकारी लोड नहीं हो सकी।',
  empty: 'अभी कोई ऑफ़र उपलब्ध नहीं है।',
  loading: 'ऑफ़र लोड हो रहे हैं',
  shopNow: 'अभी खरीदें',
} satisfies Messages<typeof en>;
