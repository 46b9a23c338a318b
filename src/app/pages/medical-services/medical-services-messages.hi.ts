import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/medical-services/medical-services-messages.en';

export const hi = {
  intro: 'हमारे पार्टनर डायग्नोस्टिक सेंटरों की कीमतें। कॉलबैक का अनुरोध करें, हम आपके पास के सेंटर पर स्लॉट बुक कर देंगे।',
  allScans: 'सभी स्कैन और X-ray',
  notFound: {
    text: (id: string) => `ID ‘${id}’ वाली कोई स्कैन सेवा हमें नहीं मिली। नीचे से कोई स्कैन चुनें या हमारे सभी स्कैन देखें।`,
    scans: 'स्कैन',
    seeAll: 'सभी स्कैन देखें',
  },
} satisfies Messages<typeof en>;
