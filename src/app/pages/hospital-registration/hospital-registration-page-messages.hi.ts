import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/hospital-registration/hospital-registration-page-messages.en';

export const hi = {
  title: 'अस्पताल रजिस्ट्रेशन',
  description: `${siteConfig.brandName} के पार्टनर बनें और मरीज़ों के रेफ़रल पाएँ। अपने अस्पताल को उसके रजिस्ट्रेशन और मान्यता (accreditation) सर्टिफ़िकेट के साथ रजिस्टर करें।`,
  heading: 'अस्पताल रजिस्ट्रेशन',
} satisfies Messages<typeof en>;
