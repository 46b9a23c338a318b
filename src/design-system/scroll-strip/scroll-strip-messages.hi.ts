import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/design-system/scroll-strip/scroll-strip-messages.en';

export const hi = {
  scrollLeft: 'बाईं ओर स्क्रॉल करें',
  scrollRight: 'दाईं ओर स्क्रॉल करें',
} satisfies Messages<typeof en>;
