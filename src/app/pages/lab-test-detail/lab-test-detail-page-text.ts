import type { PageContext } from '@/app/page-contract';
import { formatInr } from '@/lib/format';
import { fitDescription } from '@/app/seo/detail-page-text';
import { labTestDetailOf, lowestCityPrice } from '@/app/seo/detail-records';
import { labTestDetailEntryMessages } from '@/app/pages/lab-test-detail/lab-test-detail-entry-messages';

/** "<test title>: price and preparation"; once the data is known and has no such id, the not-found title. */
export function labTestDetailTitle(page: PageContext): string | undefined {
  const { loaded, record } = labTestDetailOf(page);
  if (record !== undefined) return labTestDetailEntryMessages.title(record.title);
  return loaded ? labTestDetailEntryMessages.notFound : undefined;
}

export function labTestDetailDescription(page: PageContext): string | undefined {
  const test = labTestDetailOf(page).record;
  if (!test) return undefined;
  const from = lowestCityPrice(test);
  return fitDescription(`${from === undefined ? '' : labTestDetailEntryMessages.from(formatInr(from))}${test.description}`);
}
