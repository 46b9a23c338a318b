import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/careers/careers-entry-messages.en';

export const hi = {
  title: 'करियर',
  description: `${siteConfig.brandName} में काम करें: इंजीनियरिंग, डायग्नोस्टिक ऑपरेशन और क्लिनिकल कंटेंट में खाली पद, और आवेदन कैसे करें।`,
  heading: 'करियर',
} satisfies Messages<typeof en>;
