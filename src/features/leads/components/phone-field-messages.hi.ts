import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/leads/components/phone-field-messages.en';

export const hi = {
  label: 'मोबाइल नंबर',
  tenDigitHint: '10 अंकों का नंबर, country code (+91) के बिना',
  internationalHint: 'भारत के बाहर का नंबर हो तो + और country code से शुरू करें',
} satisfies Messages<typeof en>;
