import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/blood-pressure-monitor/blood-pressure-monitor-entry-messages.en';

const { brandName } = siteConfig;

export const hi = {
  title: 'ब्लड प्रेशर मॉनिटर',
  description: `${brandName} ऐप से अपना ब्लड प्रेशर चेक करें और उसका रिकॉर्ड रखें, किसी और डिवाइस की ज़रूरत नहीं। 20K संतुष्ट यूज़र का भरोसा; 100% गोपनीय।`,
  heading: 'ब्लड प्रेशर मॉनिटर',
} satisfies Messages<typeof en>;
