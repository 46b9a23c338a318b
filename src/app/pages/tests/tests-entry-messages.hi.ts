import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/tests/tests-entry-messages.en';

export const hi = {
  title: 'लैब टेस्ट और हेल्थ चेकअप पैकेज',
  description: 'मान्यता प्राप्त लैब में हेल्थ चेकअप और लैब टेस्ट बुक करें, घर से सैंपल कलेक्शन के साथ। हेल्थ चेकअप पर सीधे 60% की छूट, 12 घंटे में स्मार्ट रिपोर्ट।',
  heading: 'लैब टेस्ट और हेल्थ चेकअप',
} satisfies Messages<typeof en>;
