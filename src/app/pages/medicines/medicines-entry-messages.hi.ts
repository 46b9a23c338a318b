import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/medicines/medicines-entry-messages.en';

export const hi = {
  title: 'दवाइयाँ और वेलनेस प्रोडक्ट online',
  description: 'दवाइयाँ, विटामिन, आयुर्वेद, बेबी केयर और वेलनेस प्रोडक्ट ऑर्डर करें, हर कैटेगरी पर ऑफ़र के साथ, सीधे आपके घर तक।',
  heading: 'दवाइयाँ',
} satisfies Messages<typeof en>;
