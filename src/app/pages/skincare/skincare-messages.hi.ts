import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/skincare/skincare-messages.en';

export const hi = {
  intro: `त्वचा विशेषज्ञों के साथ चुने गए सीरम, मॉइस्चराइज़र, सनस्क्रीन और क्लींज़र। ${siteConfig.brandName} ऐप में ऑर्डर करें, या हमसे पूछें कि आपकी त्वचा के लिए क्या सही है।`,
  featured: { title: 'खास प्रोडक्ट', description: 'सेहतमंद त्वचा के लिए रोज़ की ज़रूरी चीज़ें, MRP पर छूट के साथ।' },
  callback: {
    title: 'समझ नहीं आ रहा कि आपकी त्वचा के लिए क्या सही है?',
    description: 'अपना नंबर छोड़ें, हमारे हेल्थ एक्सपर्ट आपको कॉल करके सही चीज़ चुनने में मदद करेंगे।',
  },
} satisfies Messages<typeof en>;
