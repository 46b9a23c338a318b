import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/press/press-messages.en';

const { brandName } = siteConfig;

export const hi = {
  intro: `${brandName} की खबरें और घोषणाएँ: नई सेवाएँ, नए शहर और ${brandName} ऐप में नए फ़ीचर।`,
  announcements: 'घोषणाएँ',
  mediaEnquiries: 'मीडिया से जुड़े सवाल',
  media: 'इंटरव्यू, आँकड़ों और तस्वीरों के लिए पत्रकार {email} पर लिख सकते हैं या {phone} पर कॉल कर सकते हैं।',
} satisfies Messages<typeof en>;
