import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/health-tests/health-tests-messages.en';

export const hi = {
  title: 'हेल्थ चेकअप और लैब टेस्ट',
  eyebrow: 'जाँच',
  description: 'मान्यता प्राप्त लैब में हेल्थ चेकअप पर सीधी 60% छूट, और 12 घंटे में स्मार्ट रिपोर्ट।',
  tabsLabel: 'हेल्थ चेकअप और लैब टेस्ट',
  error: 'जानकारी लोड नहीं हो सकी।',
  healthChecks: {
    label: 'लोकप्रिय हेल्थ चेकअप',
    carouselLabel: 'लोकप्रिय हेल्थ चेकअप',
    loadingLabel: 'हेल्थ चेकअप लोड हो रहे हैं',
    emptyMessage: 'अभी कोई हेल्थ चेकअप उपलब्ध नहीं है।',
  },
  labTests: {
    label: 'डॉक्टर के बताए लैब टेस्ट',
    carouselLabel: 'डॉक्टर के बताए लैब टेस्ट',
    loadingLabel: 'लैब टेस्ट लोड हो रहे हैं',
    emptyMessage: 'अभी कोई लैब टेस्ट उपलब्ध नहीं है।',
  },
  testsIncluded: (count: number) => `${count} टेस्ट शामिल`,
  covers: (diseases: string) => `इनकी जाँच: ${diseases}`,
  startsAt: 'शुरुआती कीमत',
} satisfies Messages<typeof en>;
