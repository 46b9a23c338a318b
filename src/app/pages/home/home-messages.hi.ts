import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/home/home-messages.en';

export const hi = {
  title: 'आपके आस-पास डॉक्टर, लैब टेस्ट और स्कैन',
  description:
    'डॉक्टर से online सलाह लें, घर से सैंपल कलेक्शन के साथ लैब टेस्ट और हेल्थ चेकअप बुक करें, और पूरे भारत में स्कैन कराएँ। मान्यता प्राप्त लैब, 12 से 24 घंटे में रिपोर्ट।',
  heading: 'सेहत की देखभाल, आपके घर तक',
  lead: 'डॉक्टर से सलाह लें, घर से सैंपल कलेक्शन के साथ लैब टेस्ट और स्कैन बुक करें, और अपनी रिपोर्ट फ़ोन पर पाएँ — पूरे भारत में भरोसेमंद सेवा से।',
  claims: {
    accredited: 'मान्यता प्राप्त लैब',
    users: '5 लाख+ भरोसेमंद यूज़र',
    reports: '12 घंटे में स्मार्ट रिपोर्ट',
    offer: 'हेल्थ चेकअप पर फ़्लैट 60% छूट',
  },
  servicesTitle: 'हमारी सेवाएँ देखें',
  servicesDescription: 'आपकी सेहत के लिए सब कुछ, एक ही जगह।',
} satisfies Messages<typeof en>;
