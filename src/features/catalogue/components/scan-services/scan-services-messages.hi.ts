import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/scan-services/scan-services-messages.en';

export const hi = {
  titles: {
    mri: 'MRI स्कैन',
    ct: 'CT स्कैन',
    ultrasound: 'अल्ट्रासाउंड स्कैन',
    xray: 'X-ray स्कैन',
  },
  error: 'सेवाएँ लोड नहीं हो सकीं। कृपया थोड़ी देर बाद फिर कोशिश करें।',
  empty: 'अभी कोई सेवा उपलब्ध नहीं है।',
  loading: 'सेवाएँ लोड हो रही हैं',
} satisfies Messages<typeof en>;
