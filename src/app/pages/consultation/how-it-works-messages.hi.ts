import type { Messages } from '@/lib/i18n/messages';
import { siteConfig } from '@/lib/site-config';
import type { en } from '@/app/pages/consultation/how-it-works-messages.en';

const brand = siteConfig.brandName;
const code = 'NEW10';

export const hi = {
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
} satisfies Messages<typeof en>;
