import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/blood-pressure-monitor/blood-pressure-monitor-messages.en';

const { brandName } = siteConfig;

export const hi = {
  breadcrumb: 'आप यहाँ हैं',
  home: 'होम',
  intro: `अपने फ़ोन पर ${brandName} ऐप से ब्लड प्रेशर चेक करें और हर रीडिंग का रिकॉर्ड रखें।`,
  download: {
    title: `${brandName} ऐप डाउनलोड करें`,
    text: 'मॉनिटर ऐप के अंदर काम करता है। अपनी पहली रीडिंग लेने के लिए इसे अपने फ़ोन पर इंस्टॉल करें।',
    appStore: 'App Store से डाउनलोड करें',
    googlePlay: 'Google Play पर पाएँ',
  },
  badgesTitle: 'लोग इसे क्यों इस्तेमाल करते हैं',
  badges: {
    users: '20K संतुष्ट यूज़र',
    confidential: '100% गोपनीय',
    phone: 'किसी और डिवाइस की ज़रूरत नहीं',
    accurate: 'सटीक रीडिंग',
  },
  stepsTitle: 'शुरू कैसे करें',
  steps: {
    download: { title: 'ऐप डाउनलोड करें', text: 'App Store या Google Play से इसे इंस्टॉल करें और साइन इन करें।' },
    open: { title: 'मॉनिटर खोलें', text: 'ऐप में ब्लड प्रेशर मॉनिटर चुनें।' },
    reading: { title: 'रीडिंग लें', text: 'स्क्रीन पर दिए गए स्टेप फ़ॉलो करें; हर रीडिंग आपके रिकॉर्ड में सेव हो जाती है।' },
  },
} satisfies Messages<typeof en>;
