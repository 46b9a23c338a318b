import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/consultation-specialities/consultation-specialities-messages.en';

export const hi = {
  carouselLabel: 'विशेषज्ञता',
  loadError: 'विशेषज्ञताएँ लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  loading: 'विशेषज्ञताएँ लोड हो रही हैं',
  consultFor: 'इनके लिए सलाह लें',
} satisfies Messages<typeof en>;
