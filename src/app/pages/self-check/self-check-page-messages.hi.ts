import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/self-check/self-check-page-messages.en';

export const hi = {
  title: 'लक्षण सेल्फ़-चेक',
  description: 'दस छोटे सवाल, जो आपको तय करने में मदद करते हैं कि आगे किस तरह का इलाज लें। यह डायग्नोसिस नहीं है; इमरजेंसी में 112 या 108 पर कॉल करें।',
  heading: 'लक्षण सेल्फ़-चेक',
} satisfies Messages<typeof en>;
