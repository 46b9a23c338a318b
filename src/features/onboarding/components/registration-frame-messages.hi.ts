import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/onboarding/components/registration-frame-messages.en';

export const hi = {
  back: 'सभी तरह के रजिस्ट्रेशन',
  required: { before: '', after: ' के निशान वाले खाने भरना ज़रूरी है।' },
} satisfies Messages<typeof en>;
