import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/medical-services/medical-services-entry-messages.en';

export const hi = {
  headings: { mri: 'MRI स्कैन', ct: 'CT स्कैन', ultrasound: 'अल्ट्रासाउंड स्कैन', xray: 'X-ray स्कैन' },
  notFound: {
    title: 'स्कैन सेवा नहीं मिली',
    description: 'इस ID का कोई स्कैन नहीं है। हमारे सभी MRI, CT, अल्ट्रासाउंड और X-ray स्कैन देखें।',
  },
  inSentence: { mri: 'MRI स्कैन', ct: 'CT स्कैन', ultrasound: 'अल्ट्रासाउंड स्कैन', xray: 'X-ray स्कैन' },
  description: (count: number, kind: string, lowest: string, example: string) =>
    `आपके पास के मान्यता प्राप्त डायग्नोस्टिक सेंटरों पर ${lowest} से शुरू ${count} ${kind}, जैसे ${example}। बुक करने के लिए कॉलबैक का अनुरोध करें।`,
  emptyDescription: (title: string) => `आपके पास के मान्यता प्राप्त डायग्नोस्टिक सेंटरों पर ${title}। स्लॉट बुक करने के लिए कॉलबैक का अनुरोध करें।`,
} satisfies Messages<typeof en>;
