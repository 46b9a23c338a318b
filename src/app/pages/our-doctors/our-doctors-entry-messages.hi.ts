import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/our-doctors/our-doctors-entry-messages.en';

export const hi = {
  title: 'हमारे डॉक्टर',
  description: 'हमारे विशेषज्ञ डॉक्टरों से मिलें: त्वचा रोग, दिल के रोग, स्त्री रोग, बच्चों के रोग और बहुत कुछ। उनकी पढ़ाई, अनुभव और विशेषज्ञता, और उनसे कैसे संपर्क करें।',
  heading: 'हमारे डॉक्टर',
} satisfies Messages<typeof en>;
