import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/care-programs/care-programs-entry-messages.en';

export const hi = {
  title: 'लंबी बीमारियों के लिए केयर प्रोग्राम',
  description: 'डायबिटीज़, दिल की सेहत, वज़न और दूसरी ज़रूरतों के लिए डॉक्टर की देखरेख में प्रोग्राम: आपका अपना प्लान, नियमित फ़ॉलो-अप और घर पर टेस्ट।',
  heading: 'केयर प्रोग्राम',
} satisfies Messages<typeof en>;
