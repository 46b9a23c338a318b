import type { Messages } from '@/lib/i18n/messages';
import { plural } from '@/lib/i18n/plural';
import type { en } from '@/features/search/model/search-messages.en';

export const hi = {
  kinds: {
    'health-check': 'हेल्थ चेकअप',
    'lab-test': 'लैब टेस्ट',
    scan: 'स्कैन',
    doctor: 'डॉक्टर',
    speciality: 'स्पेशियलिटी',
    symptom: 'लक्षण',
    'care-program': 'केयर प्रोग्राम',
    skincare: 'स्किनकेयर',
    product: 'दवाएँ और वेलनेस',
  },
  results: (count: number) => plural(count, { one: `${count} नतीजा`, other: `${count} नतीजे` }),
  noResults: (query: string) => `“${query}” के लिए कोई नतीजा नहीं मिला`,
  loadFailed: 'खोज लोड नहीं हो सकी।',
  checkConnection: 'अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  // The index holds the catalogue's English names: a query in Devanagari finds nothing, so say how to type it.
  advice: 'स्पेलिंग जाँचें या कोई दूसरा शब्द आज़माएँ। नाम अंग्रेज़ी अक्षरों में लिखें, जैसे Thyroid। जो चाहिए वह नहीं मिला?',
  contactSupport: 'सपोर्ट से संपर्क करें',
} satisfies Messages<typeof en>;
