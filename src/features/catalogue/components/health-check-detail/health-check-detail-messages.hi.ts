import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/health-check-detail/health-check-detail-messages.en';

/** The records' booking periods read "last 30 days"; another period is shown as the record gives it. */
const LAST_DAYS = /^last\s+(\d+)\s+days?$/i;

export const hi = {
  kind: 'पैकेज',
  error: 'जानकारी लोड नहीं हो सकी।',
  loading: 'लोड हो रहा है',
  booked: (count: string, period: string) => {
    const days = LAST_DAYS.exec(period.trim())?.[1];
    return days ? `पिछले ${days} दिनों में ${count} लोगों ने बुक किया` : `${count} लोगों ने बुक किया (${period})`;
  },
  testsIncluded: (count: number) => `${count} टेस्ट शामिल`,
  packageDetails: 'पैकेज की जानकारी',
  samplesRequired: 'ज़रूरी सैंपल:',
  whyChoose: 'यह पैकेज क्यों चुनें',
  testCount: (count: number) => `${count} टेस्ट`,
  viewAllTests: 'सभी टेस्ट देखें',
  showFewerTests: 'कम टेस्ट दिखाएँ',
} satisfies Messages<typeof en>;
