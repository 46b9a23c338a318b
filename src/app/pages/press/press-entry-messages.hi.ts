import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/press/press-entry-messages.en';

const { brandName } = siteConfig;

export const hi = {
  title: 'प्रेस',
  description: `${brandName} की खबरें और घोषणाएँ, और पत्रकार हमारी मीडिया टीम से कैसे संपर्क करें।`,
  heading: 'प्रेस',
} satisfies Messages<typeof en>;
