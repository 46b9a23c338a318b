import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/search/search-page-messages.en';

export const hi = {
  title: 'खोजें',
  description: `${siteConfig.brandName} पर लैब टेस्ट, हेल्थ चेकअप, स्कैन, डॉक्टर, स्पेशियलिटी, केयर प्रोग्राम और दवाएँ खोजें।`,
  heading: 'खोजें',
} satisfies Messages<typeof en>;
