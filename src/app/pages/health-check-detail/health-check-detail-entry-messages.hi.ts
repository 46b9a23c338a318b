import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/health-check-detail/health-check-detail-entry-messages.en';

export const hi = {
  title: (name: string) => `${name}: शामिल टेस्ट और कीमत`,
  notFound: 'पैकेज नहीं मिला',
  description: (name: string, tests: number, price: string, discount: string, reportTime: string, samples: string) =>
    `${name}: ${tests} टेस्ट, ${price} में (${discount})। ${reportTime}। सैंपल: ${samples}।`,
} satisfies Messages<typeof en>;
