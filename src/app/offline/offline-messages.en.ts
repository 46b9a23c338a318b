import { plural } from '@/lib/i18n/plural';

export const en = {
  notSent: (count: number) => plural(count, { one: 'A saved request was not sent', other: 'Saved requests were not sent' }),
  dismiss: 'Dismiss',
};
