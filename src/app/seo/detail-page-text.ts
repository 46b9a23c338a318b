import type { PageContext } from '@/app/page-contract';
import { formatInr } from '@/lib/format';
import { detailPageMessages as m } from '@/app/seo/detail-page-messages';
import { healthCheckDetailOf, labTestDetailOf, lowestCityPrice, packageDetailOf, type DetailRecord } from '@/app/seo/detail-records';

const MAX_DESCRIPTION = 160;

/** Cuts a text at a word boundary to fit a meta description, with an ellipsis when cut. */
export function fitDescription(text: string, max = MAX_DESCRIPTION): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:.–—-]+$/, '')}…`;
}

const firstSentence = (text: string) => /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;

/** The record's title; once the data is known and has no such id, the not-found title. */
function titleOf<T>({ loaded, record }: DetailRecord<T>, name: (record: T) => string, notFound: string): string | undefined {
  if (record !== undefined) return name(record);
  return loaded ? notFound : undefined;
}

export const packageDetailTitle = (page: PageContext) =>
  titleOf(packageDetailOf(page), (item) => m.packageTitle(item.name), m.packageNotFound);

export const packageDetailDescription = (page: PageContext) => {
  const item = packageDetailOf(page).record;
  return item && fitDescription(m.packageDescription(item.name, formatInr(item.price), item.discount, firstSentence(item.productDetails.description)));
};

export const healthCheckDetailTitle = (page: PageContext) =>
  titleOf(healthCheckDetailOf(page), (check) => m.healthCheckTitle(check.title), m.packageNotFound);

export const healthCheckDetailDescription = (page: PageContext) => {
  const check = healthCheckDetailOf(page).record;
  return (
    check &&
    fitDescription(
      m.healthCheckDescription(check.title, check.testsIncludedCount, formatInr(check.discountedPrice), Number.parseInt(check.discount, 10), check.reportTime, check.samples.join(', ').toLowerCase()),
    )
  );
};

export const labTestDetailTitle = (page: PageContext) =>
  titleOf(labTestDetailOf(page), (test) => m.labTestTitle(test.title), m.labTestNotFound);

export const labTestDetailDescription = (page: PageContext) => {
  const test = labTestDetailOf(page).record;
  if (!test) return undefined;
  const from = lowestCityPrice(test);
  return fitDescription(`${from === undefined ? '' : m.labTestFrom(formatInr(from))}${test.description}`);
};
