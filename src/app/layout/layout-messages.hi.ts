import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/layout/layout-messages.en';

export const hi = {
  skipToMain: 'मुख्य सामग्री पर जाएँ',
  loadingPage: 'पेज लोड हो रहा है',
  pageFailed: 'यह पेज लोड नहीं हो सका।',
  tryAgain: 'फिर से कोशिश करें',
} satisfies Messages<typeof en>;
