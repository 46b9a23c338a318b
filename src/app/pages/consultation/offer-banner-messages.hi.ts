import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/consultation/offer-banner-messages.en';

const brand = siteConfig.brandName;

export const hi = {
  discount: 'फ़्लैट 10% छूट',
  rest: 'आपकी पहली सलाह पर',
  note: `${brand} app में बुक करते समय यह कोड लगाएँ।`,
  codeLabel: 'कोड',
} satisfies Messages<typeof en>;
