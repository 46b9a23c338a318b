import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/home/lower/home-lower-messages.en';

export const hi = {
  carePrograms: {
    title: 'केयर प्रोग्राम, जो हर कदम पर आपके साथ रहें',
    description: 'लंबी बीमारियों के लिए डॉक्टर की देखरेख में प्लान, जिनमें टेस्ट और फ़ॉलो-अप शामिल हैं।',
    carouselLabel: 'केयर प्रोग्राम',
  },
  selfChecks: {
    title: 'सेहत की झटपट जाँच',
    description: 'कुछ आसान सवालों के जवाब दें और जानें कि आपको कितना जोखिम है और आगे क्या करें।',
    carouselLabel: 'सेल्फ़-चेक',
  },
  feedback: {
    title: 'हमारे मरीज़ क्या कहते हैं',
    description: 'पूरे भारत के लोगों के असली अनुभव।',
    carouselLabel: 'मरीज़ों की राय',
  },
} satisfies Messages<typeof en>;
