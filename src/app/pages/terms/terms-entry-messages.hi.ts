import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/terms/terms-entry-messages.en';

export const hi = {
  title: 'इस्तेमाल की शर्तें',
  description: `${siteConfig.brandName} के इस्तेमाल के नियम: सेहत की जानकारी और बुकिंग, इमरजेंसी इलाज नहीं (112 या 108 पर कॉल करें); अकाउंट, सही इस्तेमाल और ज़िम्मेदारी।`,
  heading: 'इस्तेमाल की शर्तें',
} satisfies Messages<typeof en>;
