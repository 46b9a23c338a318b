import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/labs/labs-messages.en';

export const hi = {
  intro: 'पहले राज्य चुनें, फिर जहाँ उपलब्ध हो, शहर और इलाका चुनें, और "सेंटर खोजें" दबाएँ। खोजने से पहले सभी सेंटर दिखाए जाते हैं।',
} satisfies Messages<typeof en>;
