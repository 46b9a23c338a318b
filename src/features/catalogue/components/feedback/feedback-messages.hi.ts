import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/feedback/feedback-messages.en';

export const hi = {
  carouselLabel: 'मरीज़ों की राय',
  loadError: 'डेटा लोड नहीं हो सका।',
  empty: 'अभी कोई राय उपलब्ध नहीं है।',
  loading: 'मरीज़ों की राय लोड हो रही है',
  ageAndPlace: (age: number, place: string) => `${age} साल, ${place}`,
} satisfies Messages<typeof en>;
