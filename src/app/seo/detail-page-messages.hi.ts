import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/seo/detail-page-messages.en';

export const hi = {
  packageTitle: (name: string) => `${name}: स्किनकेयर पैकेज`,
  packageNotFound: 'पैकेज नहीं मिला',
  packageDescription: (name: string, price: string, discount: number, summary: string) => `${name} ${price} में, MRP पर ${discount}% छूट। ${summary}`,
  healthCheckTitle: (title: string) => `${title}: शामिल टेस्ट और कीमत`,
  healthCheckDescription: (title: string, tests: number, price: string, discountPercent: number, reportTime: string, samples: string) =>
    `${title}: ${price} में ${tests} टेस्ट (${discountPercent}% छूट)। ${reportTime}। सैंपल: ${samples}।`,
  labTestTitle: (title: string) => `${title}: कीमत और तैयारी`,
  labTestNotFound: 'लैब टेस्ट नहीं मिला',
  labTestFrom: (price: string) => `${price} से शुरू। `,
} satisfies Messages<typeof en>;
