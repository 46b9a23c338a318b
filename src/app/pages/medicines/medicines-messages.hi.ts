import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/medicines/medicines-messages.en';

export const hi = {
  intro: `लाइसेंस वाली फ़ार्मेसी से दवाइयाँ, विटामिन, आयुर्वेद, बेबी केयर और वेलनेस प्रोडक्ट। ${siteConfig.brandName} ऐप में ऑर्डर करें और घर बैठे पाएँ।`,
  offers: { title: 'ऑफ़र', description: 'हर कैटेगरी पर बचत, जो चेकआउट पर अपने-आप लग जाती है।' },
  categories: 'कैटेगरी के हिसाब से खरीदें',
  callback: {
    title: 'ऑर्डर में मदद चाहिए?',
    description: 'अपना नंबर छोड़ें, हमारी टीम दवाइयों, पर्चे या ऑफ़र के बारे में आपको वापस कॉल करेगी।',
  },
} satisfies Messages<typeof en>;
