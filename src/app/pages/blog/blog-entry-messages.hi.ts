import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/blog/blog-entry-messages.en';

const { brandName } = siteConfig;

export const hi = {
  title: 'ब्लॉग',
  description: `${brandName} केयर टीम की सेहत से जुड़ी काम की बातें: ब्लड टेस्ट की तैयारी, घर पर ब्लड प्रेशर नापना और online डॉक्टर से सलाह।`,
  heading: 'ब्लॉग',
} satisfies Messages<typeof en>;
