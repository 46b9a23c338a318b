import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/privacy/privacy-entry-messages.en';

export const hi = {
  title: 'प्राइवेसी पॉलिसी',
  description: `${siteConfig.brandName} कौन-सा निजी डेटा इकट्ठा करता है, क्यों, उसे कितने समय तक रखता है, किसके साथ शेयर करता है, और भारत के DPDP Act, 2023 के तहत आपके अधिकार।`,
  heading: 'प्राइवेसी पॉलिसी',
} satisfies Messages<typeof en>;
