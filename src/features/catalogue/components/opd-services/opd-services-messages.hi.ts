import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/opd-services/opd-services-messages.en';

export const hi = {
  tabsLabel: 'OPD सेवाओं की श्रेणियाँ',
  loadError: 'डेटा लोड नहीं हो सका।',
  empty: 'अभी कोई सेवा उपलब्ध नहीं है।',
  loading: 'सेवाएँ लोड हो रही हैं',
} satisfies Messages<typeof en>;
