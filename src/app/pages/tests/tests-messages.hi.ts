import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/tests/tests-messages.en';

export const hi = {
  intro: 'मान्यता प्राप्त लैब में हेल्थ चेकअप और लैब टेस्ट, घर से सैंपल कलेक्शन और 12 घंटे में स्मार्ट रिपोर्ट के साथ। हेल्थ चेकअप पर सीधे 60% की छूट।',
  packages: { title: 'हेल्थ चेकअप पैकेज', description: 'कोई कैटेगरी चुनें, फिर पैकेज खोलकर उसमें शामिल हर टेस्ट देखें।' },
  labTests: { title: 'सबसे ज़्यादा बुक होने वाले लैब टेस्ट', description: 'कोई कैटेगरी चुनें। कॉलबैक का अनुरोध करें, हम बुकिंग में आपकी मदद करेंगे।' },
  scans: { title: 'हेल्थ स्कैन', description: 'शरीर के हिस्से के हिसाब से MRI, CT scan, अल्ट्रासाउंड और X-ray, आपके पास के डायग्नोस्टिक सेंटर पर।' },
  sampleCollection: { title: 'सैंपल कलेक्शन कैसे होता है', description: 'अपना सैंपल घर पर दें या अपने पास की लैब में।' },
  callback: {
    title: 'समझ नहीं आ रहा कि कौन-सा टेस्ट कराएँ?',
    description: 'अपना नंबर छोड़ें, हमारे हेल्थ एक्सपर्ट आपको कॉल करके सही टेस्ट चुनने में मदद करेंगे।',
  },
} satisfies Messages<typeof en>;
