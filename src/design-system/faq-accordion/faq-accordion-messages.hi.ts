import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/design-system/faq-accordion/faq-accordion-messages.en';

export const hi = {
  empty: 'इस श्रेणी में कोई सवाल-जवाब नहीं मिला।',
} satisfies Messages<typeof en>;
