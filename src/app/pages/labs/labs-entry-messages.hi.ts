import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/pages/labs/labs-entry-messages.en';

export const hi = {
  title: 'आपके पास के डायग्नोस्टिक सेंटर',
  description: 'राज्य, शहर और इलाके के हिसाब से डायग्नोस्टिक सेंटर खोजें: पता, खुलने का समय, फ़ोन नंबर और अभी खुला है या नहीं।',
  heading: 'डायग्नोस्टिक सेंटर खोजें',
} satisfies Messages<typeof en>;
