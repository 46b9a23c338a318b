import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/design-system/form/form-messages.en';

export const hi = {
  errorSummaryTitle: 'कुछ जानकारी ठीक करनी है',
  errorPrefix: 'गलती:',
  submitting: 'भेजा जा रहा है...',
  selectPlaceholder: 'कोई विकल्प चुनें',
  or: 'या',
} satisfies Messages<typeof en>;
