import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/blog/blog-messages.en';

const { brandName } = siteConfig;

export const hi = {
  title: 'ब्लॉग',
  description: `${brandName} केयर टीम की सेहत से जुड़ी काम की बातें: ब्लड टेस्ट की तैयारी, घर पर ब्लड प्रेशर नापना और online डॉक्टर से सलाह।`,
  heading: 'ब्लॉग',
  intro: `टेस्ट, डॉक्टर से सलाह और रोज़ की सेहत पर ${brandName} केयर टीम की काम की बातें। यह सामान्य जानकारी है, आपके डॉक्टर की सलाह की जगह नहीं।`,
  latestPosts: 'नए लेख',
} satisfies Messages<typeof en>;
