import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/onboarding/onboarding-page-messages.en';

export const hi = {
  title: 'मरीज़, डॉक्टर या अस्पताल के रूप में रजिस्टर करें',
  description: `${siteConfig.brandName} से जुड़ें: मरीज़ के रूप में इलाज के लिए रजिस्टर करें, डॉक्टर के रूप में हमारे नेटवर्क से जुड़ें, या अस्पताल के रूप में हमारे पार्टनर बनें।`,
  heading: 'मरीज़, डॉक्टर और अस्पताल रजिस्ट्रेशन',
} satisfies Messages<typeof en>;
