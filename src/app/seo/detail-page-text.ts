import type { PageContext } from '@/app/page-contract';
import { formatInr } from '@/lib/format';
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
  titleOf(packageDetailOf(page), (item) => `${item.name}: skincare package`, 'Package not found');

export const packageDetailDescription = (page: PageContext) => {
  const item = packageDetailOf(page).record;
  return item && fitDescription(`${item.name} at ${formatInr(item.price)}, ${item.discount}% off MRP. ${firstSentence(item.productDetails.description)}`);
};

export const healthCheckDetailTitle = (page: PageContext) =>
  titleOf(healthCheckDetailOf(page), (check) => `${check.title}: tests included and price`, 'Package not found');

export const healthCheckDetailDescription = (page: PageContext) => {
  const check = healthCheckDetailOf(page).record;
  return (
    check &&
    fitDescription(
      `${check.title}: ${check.testsIncludedCount} tests for ${formatInr(check.discountedPrice)} (${check.discount}). ${check.reportTime}. Sample: ${check.samples.join(', ').toLowerCase()}.`,
    )
  );
};

export const labTestDetailTitle = (page: PageContext) =>
  titleOf(labTestDetailOf(page), (test) => `${test.title}: price and preparation`, 'Lab test not found');

export const labTestDetailDescription = (page: PageContext) => {
  const test = labTestDetailOf(page).record;
  if (!test) return undefined;
  const from = lowestCityPrice(test);
  return fitDescription(`${from === undefined ? '' : `From ${formatInr(from)}. `}${test.description}`);
};
