import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/consultation/consultation-messages.en';

const brand = siteConfig.brandName;
const code = 'NEW10';

export const hi = {
  intro: 'आप जहाँ भी हों, वहीं से वीडियो या चैट पर सर्टिफ़ाइड डॉक्टर से बात करें — 30+ स्पेशलिटी में, 5 दिन के मुफ़्त फ़ॉलो-अप के साथ।',
  specialitiesTitle: '30+ स्पेशलिटी के डॉक्टरों से सलाह लें',
  specialitiesDescription: 'बुख़ार और त्वचा की परेशानियों से लेकर दिल, हार्मोन और मानसिक सेहत तक: अपनी ज़रूरत का स्पेशलिस्ट चुनें।',
  reasonsTitle: 'डॉक्टर से online सलाह क्यों लें?',
  numbersTitle: `आँकड़ों में ${brand}`,
  howTitle: 'Online सलाह कैसे होती है',
  callbackTitle: 'पता नहीं किस स्पेशलिस्ट को दिखाएँ?',
  callbackDescription: 'अपना नंबर दें, हमारे हेल्थ एक्सपर्ट आपको कॉल करके सही डॉक्टर चुनने में मदद करेंगे।',
  offer: {
    discount: 'फ़्लैट 10% छूट',
    rest: 'आपकी पहली सलाह पर',
    note: `${brand} app में बुक करते समय यह कोड लगाएँ।`,
    codeLabel: 'कोड',
  },
  membership: {
    term: '3 महीने',
    heading: `${brand} One मेंबरशिप`,
    benefits: { consultations: 'डॉक्टर की सलाह पर फ़्लैट 30% छूट', labTests: 'लैब टेस्ट पर फ़्लैट 20% छूट' },
    download: 'App डाउनलोड करें',
  },
  counters: { specialities: 'स्पेशलिटी', doctors: 'डॉक्टर', hospitals: 'अस्पताल' },
  steps: {
    speciality: {
      title: 'स्पेशलिटी चुनें',
      text: '30+ स्पेशलिटी में से चुनें, या अगर पता न हो कि किसे दिखाएँ तो जनरल फ़िज़िशियन से शुरुआत करें।',
    },
    book: {
      title: `${brand} app में बुक करें`,
      text: `अपनी सुविधा का समय चुनें। पहली बार आए हैं? कोड ${code} से पहली सलाह पर 10% छूट पाएँ।`,
    },
    consult: { title: 'वीडियो या चैट पर सलाह लें', text: 'घर बैठे सर्टिफ़ाइड डॉक्टर से बात करें — न कहीं जाना, न वेटिंग रूम में इंतज़ार।' },
    prescription: {
      title: 'अपना प्रिस्क्रिप्शन पाएँ',
      text: 'सलाह के बाद डॉक्टर से डिजिटल प्रिस्क्रिप्शन और उनकी सलाह पाएँ।',
    },
    followUp: {
      title: '5 दिन तक मुफ़्त फ़ॉलो-अप',
      text: 'सलाह के बाद कोई सवाल है? 5 दिन तक अपने डॉक्टर से मुफ़्त में फ़ॉलो-अप करें।',
    },
  },
  app: {
    heading: `${brand} app पाएँ`,
    text: `सलाह, बुकिंग और मेंबरशिप ${brand} app में होती हैं। App Store या Google Play पर “${brand}” खोजें, फिर कोई स्पेशलिटी चुनकर अपनी पहली सलाह बुक करें।`,
    appStore: 'App Store से डाउनलोड करें',
    googlePlay: 'Google Play पर पाएँ',
  },
} satisfies Messages<typeof en>;
