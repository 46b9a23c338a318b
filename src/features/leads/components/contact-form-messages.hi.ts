import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/leads/components/contact-form-messages.en';

export const hi = {
  heading: 'हमें संदेश भेजें',
  name: 'नाम',
  email: 'E-mail',
  address: 'पता (ज़रूरी नहीं)',
  message: 'संदेश (ज़रूरी नहीं)',
  send: 'संदेश भेजें',
  sending: 'भेजा जा रहा है...',
} satisfies Messages<typeof en>;
