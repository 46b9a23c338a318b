import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/seo/seo-messages.en';

export const hi = {
  home: 'होम',
  tagline: 'डॉक्टर, लैब टेस्ट और स्कैन — भरोसेमंद इलाज, घर के पास',
  country: 'भारत',
} satisfies Messages<typeof en>;
