import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/consultation/get-the-app-messages.en';

const brand = siteConfig.brandName;

export const hi = {
  heading: `${brand} app पाएँ`,
  text: `सलाह, बुकिंग और मेंबरशिप ${brand} app में होती हैं। App Store या Google Play पर “${brand}” खोजें, फिर कोई स्पेशलिटी चुनकर अपनी पहली सलाह बुक करें।`,
  appStore: 'App Store से डाउनलोड करें',
  googlePlay: 'Google Play पर पाएँ',
} satisfies Messages<typeof en>;
