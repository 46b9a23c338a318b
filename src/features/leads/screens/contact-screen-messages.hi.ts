import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/leads/screens/contact-screen-messages.en';

export const hi = {
  intro: 'परामर्श, टेस्ट या अपनी रिपोर्ट के बारे में कोई सवाल है? हमें लिखें, हमारी केयर टीम आपसे संपर्क करेगी।',
  reachTitle: 'हमसे संपर्क के दूसरे तरीके',
  supportLine: '24x7 हेल्पलाइन',
  email: 'E-mail',
  callback: 'चाहते हैं कि हम आपको कॉल करें? अपना नंबर दें, हमारे हेल्थ एक्सपर्ट आपको कॉल करेंगे।',
} satisfies Messages<typeof en>;
