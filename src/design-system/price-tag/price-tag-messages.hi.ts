import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/design-system/price-tag/price-tag-messages.en';

export const hi = {
  price: 'कीमत ',
  originalPrice: 'असली कीमत ',
  percentOff: (percent: number) => `${percent}% छूट`,
} satisfies Messages<typeof en>;
