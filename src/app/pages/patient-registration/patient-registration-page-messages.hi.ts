import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/patient-registration/patient-registration-page-messages.en';

export const hi = {
  title: 'मरीज़ रजिस्ट्रेशन',
  description: 'PMJAY (आयुष्मान भारत), प्राइवेट इंश्योरेंस या ख़ुद भुगतान से हमारे पार्टनर अस्पतालों में इलाज के लिए रजिस्टर करें। ID नंबर एन्क्रिप्ट करके रखे जाते हैं।',
  heading: 'मरीज़ रजिस्ट्रेशन',
} satisfies Messages<typeof en>;
