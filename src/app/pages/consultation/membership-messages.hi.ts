import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/consultation/membership-messages.en';

const brand = siteConfig.brandName;

export const hi = {
  term: '3 महीने',
  heading: `${brand} One मेंबरशिप`,
  benefits: { consultations: 'डॉक्टर की सलाह पर फ़्लैट 30% छूट', labTests: 'लैब टेस्ट पर फ़्लैट 20% छूट' },
  download: 'App डाउनलोड करें',
} satisfies Messages<typeof en>;
