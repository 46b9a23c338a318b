import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/app/offline/offline-messages.en';

export const hi = {
  notSent: (count: number) => (count === 1 ? 'सेव किया गया एक अनुरोध नहीं भेजा जा सका' : 'सेव किए गए अनुरोध नहीं भेजे जा सके'),
  dismiss: 'बंद करें',
} satisfies Messages<typeof en>;
