import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/scans/scans-messages.en';

export const hi = {
  intro: 'आपके पास के मान्यता प्राप्त डायग्नोस्टिक सेंटर पर MRI, CT scan, अल्ट्रासाउंड और X-ray, 12 से 24 घंटे में रिपोर्ट के साथ।',
  bookedScans: { title: 'सबसे ज़्यादा बुक होने वाले स्कैन', description: 'कॉलबैक का अनुरोध करें, हम आपके पास के सेंटर पर स्लॉट बुक कर देंगे।' },
} satisfies Messages<typeof en>;
