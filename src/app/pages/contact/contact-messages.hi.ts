import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/contact/contact-messages.en';
import { siteConfig } from '@/lib/site-config';

export const hi = {
  title: 'हमसे संपर्क करें',
  description: `${siteConfig.brandName} केयर टीम को लिखें, हमारी 24x7 हेल्पलाइन पर कॉल करें या परामर्श, टेस्ट या अपनी रिपोर्ट के बारे में कॉलबैक का अनुरोध करें।`,
  heading: 'हमसे संपर्क करें',
} satisfies Messages<typeof en>;
