import type { Messages } from '@/lib/i18n/messages';
import { formatIndianNumber } from '@/lib/format';
import type { en } from '@/design-system/rating-stars/rating-messages.en';

export const hi = {
  rated: (rating: number, max: number) => `${max} में से ${rating} रेटिंग`,
  reviews: (count: number) => `${formatIndianNumber(count)} रिव्यू`,
} satisfies Messages<typeof en>;
