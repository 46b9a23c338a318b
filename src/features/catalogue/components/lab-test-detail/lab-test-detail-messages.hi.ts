import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/lab-test-detail/lab-test-detail-messages.en';

export const hi = {
  kind: 'लैब टेस्ट',
  error: 'जानकारी लोड नहीं हो सकी।',
  loading: 'टेस्ट की जानकारी लोड हो रही है',
  lastUpdated: 'पिछला अपडेट:',
  pricesCaption: (title: string) => `${title} की कीमतें`,
  city: 'शहर',
  price: 'कीमत',
  reportTime: '24-48 घंटे में रिपोर्ट',
  sample: 'सैंपल: खून',
} satisfies Messages<typeof en>;
