import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/package-detail/package-detail-entry-messages.en';

export const hi = {
  title: (name: string) => `${name}: स्किनकेयर पैकेज`,
  notFound: 'पैकेज नहीं मिला',
  description: (name: string, price: string, discount: number, summary: string) => `${name} ${price} में, MRP पर ${discount}% की छूट। ${summary}`,
} satisfies Messages<typeof en>;
