import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/self-checks/self-checks-messages.en';

export const hi = {
  carouselLabel: 'सेल्फ़-चेक',
  loadError: 'डेटा लोड नहीं हो सका।',
  empty: 'अभी कोई सेल्फ़-चेक उपलब्ध नहीं है।',
  loading: 'सेल्फ़-चेक लोड हो रहे हैं',
  youWillNeed: 'आपको चाहिए:',
  startNow: 'अभी शुरू करें',
  startNowFor: (title: string) => `अभी शुरू करें: ${title}`,
  duration: '3 मिनट से कम समय लगता है',
} satisfies Messages<typeof en>;
