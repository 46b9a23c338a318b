import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/sample-collection/sample-collection-messages.en';

export const hi = {
  error: 'जानकारी लोड नहीं हो सकी।',
  empty: 'अभी सैंपल देने का कोई तरीका उपलब्ध नहीं है।',
  loading: 'सैंपल देने के तरीके लोड हो रहे हैं',
  tabsLabel: 'सैंपल देने के तरीके',
  step: 'चरण',
} satisfies Messages<typeof en>;
