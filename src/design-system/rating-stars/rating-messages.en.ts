import { formatIndianNumber } from '@/lib/format';
import { plural } from '@/lib/i18n/plural';

export const en = {
  rated: (rating: number, max: number) => `Rated ${rating} out of ${max}`,
  reviews: (count: number) => plural(count, { one: `${formatIndianNumber(count)} review`, other: `${formatIndianNumber(count)} reviews` }),
};
