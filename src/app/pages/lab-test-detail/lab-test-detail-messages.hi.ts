import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/lab-test-detail/lab-test-detail-messages.en';

export const hi = {
  bookTestNow: 'अभी टेस्ट बुक करें',
} satisfies Messages<typeof en>;
