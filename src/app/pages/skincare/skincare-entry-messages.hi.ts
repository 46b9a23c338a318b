import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/skincare/skincare-entry-messages.en';

export const hi = {
  title: 'स्किनकेयर प्रोडक्ट और त्वचा विशेषज्ञ की सलाह',
  description: 'त्वचा विशेषज्ञों के चुने हुए सीरम, सनस्क्रीन और स्किनकेयर किट, 40% तक की छूट पर, और ज़रूरत पड़ने पर एक्सपर्ट की सलाह।',
  heading: 'स्किनकेयर',
} satisfies Messages<typeof en>;
