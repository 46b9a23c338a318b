import type { Messages } from '@/lib/i18n/messages';
import type { en } from '@/features/catalogue/components/detail-screen/detail-screen-messages.en';

export const hi = {
  detailsHeading: (kind: string) => `${kind} की जानकारी`,
  notFoundHeading: (kind: string) => `${kind} नहीं मिला`,
  notFound: (kind: string, id: string) => `ID ${id} वाला ${kind} नहीं मिला।`,
  backHome: 'होम पेज पर वापस जाएँ',
} satisfies Messages<typeof en>;
