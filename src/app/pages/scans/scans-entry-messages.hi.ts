import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/scans/scans-entry-messages.en';

export const hi = {
  title: 'MRI, CT scan, अल्ट्रासाउंड और X-ray',
  description: 'अपने पास के मान्यता प्राप्त डायग्नोस्टिक सेंटर पर MRI, CT scan, अल्ट्रासाउंड और X-ray बुक करें, 12 से 24 घंटे में रिपोर्ट के साथ।',
  heading: 'स्कैन और X-ray',
} satisfies Messages<typeof en>;
