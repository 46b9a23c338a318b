import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/service-tile-strip/service-tile-strip-messages.en';

export const hi = {
  label: 'हमारी सेवाएँ',
  previous: 'पिछली सेवाएँ',
  next: 'और सेवाएँ',
  loadError: 'डेटा लोड नहीं हो सका।',
} satisfies Messages<typeof en>;
