import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/design-system/read-more/read-more-messages.en';

export const hi = {
  more: 'और पढ़ें',
  less: 'कम दिखाएँ',
  about: (action: string, subject: string) => `${subject} के बारे में ${action}`,
} satisfies Messages<typeof en>;
