import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/checkup-packages/checkup-packages-messages.en';

export const hi = {
  filterLabel: 'कैटेगरी के हिसाब से पैकेज चुनें',
  all: 'सभी',
  countInAll: (count: number) => `सभी कैटेगरी में ${count} पैकेज`,
  countInCategory: (count: number, category: string) => `${category} में ${count} पैकेज`,
  noPackagesInCategory: 'इस कैटेगरी में कोई पैकेज नहीं मिला',
  gridLabel: 'चेकअप पैकेज',
  loading: 'पैकेज लोड हो रहे हैं',
  error: 'पैकेज लोड नहीं हो सके।',
  empty: 'अभी कोई पैकेज उपलब्ध नहीं है।',
  testsIncluded: (count: number) => `${count} टेस्ट शामिल`,
  testsIn: (name: string) => `${name} में शामिल टेस्ट`,
  viewDetails: 'पूरी जानकारी देखें',
} satisfies Messages<typeof en>;
