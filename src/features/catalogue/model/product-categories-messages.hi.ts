import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/model/product-categories-messages.en';

export const hi = {
  titles: {
    'sexual-wellness': 'सेक्शुअल वेलनेस',
    'pain-relief': 'दर्द से राहत',
    ayurveda: 'आयुर्वेद',
    devices: 'हेल्थ डिवाइस',
    'baby-care': 'बेबी केयर',
    'skin-haircare': 'त्वचा और बालों की देखभाल',
    'women-wellness': 'महिलाओं की सेहत',
    'vitamins-supplements': 'विटामिन और सप्लीमेंट',
  },
} satisfies Messages<typeof en>;
