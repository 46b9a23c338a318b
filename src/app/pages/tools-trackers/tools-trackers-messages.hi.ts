import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/tools-trackers/tools-trackers-messages.en';

export const hi = {
  toolsLabel: 'टूल',
  bloodPressure: {
    description: 'अपने फ़ोन पर ऐप से ब्लड प्रेशर चेक करें और उसका रिकॉर्ड रखें, किसी और डिवाइस की ज़रूरत नहीं।',
    inTheApp: 'ऐप में',
    link: 'ब्लड प्रेशर मॉनिटर खोलें',
  },
  selfCheck: {
    title: 'लक्षणों का सेल्फ़-चेक',
    description: 'अपने लक्षणों के बारे में 10 छोटे सवालों के जवाब दें और अपनी सेहत का आकलन पाएँ।',
    duration: '3 मिनट से कम समय',
    login: 'लॉगिन ज़रूरी',
    link: 'लक्षणों का सेल्फ़-चेक शुरू करें',
  },
} satisfies Messages<typeof en>;
