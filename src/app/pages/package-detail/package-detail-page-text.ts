import type { PageContext } from '@/app/page-contract';
import { formatInr } from '@/lib/format';
import { fitDescription } from '@/app/seo/detail-page-text';
import { packageDetailOf } from '@/app/seo/detail-records';
import { packageDetailEntryMessages } from '@/app/pages/package-detail/package-detail-entry-messages';

const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

/** "<package name>: skincare package"; once the data is known and has no such id, the not-found title. */
export function packageDetailTitle(page: PageContext): string | undefined {
  const { loaded, record } = packageDetailOf(page);
  if (record !== undefined) return packageDetailEntryMessages.title(record.name);
  return loaded ? packageDetailEntryMessages.notFound : undefined;
}

export function packageDetailDescription(page: PageContext): string | undefined {
  const item = packageDetailOf(page).record;
  return (
    item &&
    fitDescription(packageDetailEntryMessages.description(item.name, formatInr(item.price), item.discount, firstSentence(item.productDetails.description)))
  );
}
