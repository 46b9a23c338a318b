import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/tools-trackers/tools-trackers-entry-messages.en';

export const hi = {
  title: 'हेल्थ टूल और ट्रैकर',
  description: `घर पर अपनी सेहत पर नज़र रखने के लिए ${siteConfig.brandName} के मुफ़्त टूल, शुरुआत आपके फ़ोन पर ब्लड प्रेशर मॉनिटर से।`,
  heading: 'टूल और ट्रैकर',
} satisfies Messages<typeof en>;
