import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/scans-grid/scans-grid-messages.en';

export const hi = {
  title: 'स्कैन और X-ray',
  eyebrow: 'इमेजिंग',
  description: 'आपके पास के जाँच केंद्रों पर MRI, CT scan, अल्ट्रासाउंड और X-ray।',
  listLabel: 'स्कैन',
  error: 'स्कैन लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
  empty: 'अभी कोई स्कैन उपलब्ध नहीं है।',
  loading: 'स्कैन लोड हो रहे हैं',
} satisfies Messages<typeof en>;
