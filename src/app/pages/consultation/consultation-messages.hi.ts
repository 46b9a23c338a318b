import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/consultation/consultation-messages.en';

const brand = siteConfig.brandName;

export const hi = {
  intro: 'आप जहाँ भी हों, वहीं से वीडियो या चैट पर सर्टिफ़ाइड डॉक्टर से बात करें — 30+ स्पेशलिटी में, 5 दिन के मुफ़्त फ़ॉलो-अप के साथ।',
  specialitiesTitle: '30+ स्पेशलिटी के डॉक्टरों से सलाह लें',
  specialitiesDescription: 'बुख़ार और त्वचा की परेशानियों से लेकर दिल, हार्मोन और मानसिक सेहत तक: अपनी ज़रूरत का स्पेशलिस्ट चुनें।',
  reasonsTitle: 'डॉक्टर से online सलाह क्यों लें?',
  numbersTitle: `आँकड़ों में ${brand}`,
  howTitle: 'Online सलाह कैसे होती है',
  callbackTitle: 'पता नहीं किस स्पेशलिस्ट को दिखाएँ?',
  callbackDescription: 'अपना नंबर दें, हमारे हेल्थ एक्सपर्ट आपको कॉल करके सही डॉक्टर चुनने में मदद करेंगे।',
  counters: { specialities: 'स्पेशलिटी', doctors: 'डॉक्टर', hospitals: 'अस्पताल' },
} satisfies Messages<typeof en>;
