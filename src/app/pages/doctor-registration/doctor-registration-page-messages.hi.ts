import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/doctor-registration/doctor-registration-page-messages.en';

export const hi = {
  title: 'डॉक्टर रजिस्ट्रेशन',
  description: `${siteConfig.brandName} के डॉक्टरों के नेटवर्क से जुड़ें: मरीज़ों को क्लिनिक पर या online देखें। अपना रजिस्ट्रेशन सर्टिफ़िकेट और कोई सरकारी ID तैयार रखें।`,
  heading: 'डॉक्टर रजिस्ट्रेशन',
} satisfies Messages<typeof en>;
