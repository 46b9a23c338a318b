import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/lab-test-detail/lab-test-detail-entry-messages.en';

export const hi = {
  title: (name: string) => `${name}: कीमत और तैयारी`,
  notFound: 'लैब टेस्ट नहीं मिला',
  from: (price: string) => `${price} से शुरू। `,
} satisfies Messages<typeof en>;
