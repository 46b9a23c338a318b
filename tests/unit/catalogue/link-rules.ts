import { healthCheckDetailsPath } from '@/features/catalogue/api/get-health-check-details';
import { healthChecksPath } from '@/features/catalogue/api/get-health-checks';
import { labTestDetailsPath } from '@/features/catalogue/api/get-lab-test-details';
import { labTestsPath } from '@/features/catalogue/api/get-lab-tests';
import { packageDetailsPath } from '@/features/catalogue/api/get-package-details';
import { skincarePackagesPath } from '@/features/catalogue/api/get-skincare-packages';
import { checkupPackagesPath } from '@/features/catalogue/api/get-checkup-packages';
import { fieldLabel, type Catalogue } from './public-files';
import { percentInText } from './price-rules';

type Comparison = readonly [cardField: string, cardValue: unknown, detailField: string, detailValue: unknown];

/** Every card id resolves to a detail record, and the fields both show agree. */
function cardDetailProblems<C extends { id: number }, D extends { id: number }>(
  cards: { path: string; records: readonly C[]; within?: string },
  detailsPath: string,
  details: readonly D[],
  compare: (card: C, detail: D) => readonly Comparison[],
): string[] {
  const cardField = (index: number, field: string) =>
    cards.within === undefined ? fieldLabel(cards.path, index, field) : fieldLabel(cards.path, cards.within, index, field);
  return cards.records.flatMap((card, index) => {
    const detail = details.find((candidate) => candidate.id === card.id);
    if (!detail) return [`${cardField(index, 'id')}: ${card.id} has no record in ${fieldLabel(detailsPath)}`];
    const detailIndex = details.indexOf(detail);
    return compare(card, detail)
      .filter(([, cardValue, , detailValue]) => JSON.stringify(cardValue) !== JSON.stringify(detailValue))
      .map(
        ([field, cardValue, detailField, detailValue]) =>
          `${cardField(index, field)}: ${JSON.stringify(cardValue)} differs from ${fieldLabel(detailsPath, detailIndex, detailField)} ${JSON.stringify(detailValue)}`,
      );
  });
}

export function cardLinkProblems(data: Catalogue): string[] {
  const healthCheckDetails = data[healthCheckDetailsPath];
  return [
    ...cardDetailProblems({ path: skincarePackagesPath, records: data[skincarePackagesPath] }, packageDetailsPath, data[packageDetailsPath], (card, detail) => [
      ['title', card.title, 'name', detail.name],
      ['cutPrice', card.cutPrice, 'mrp', detail.mrp],
      ['price', card.price, 'price', detail.price],
      ['discount', card.discount, 'discount', detail.discount],
    ]),
    ...cardDetailProblems({ path: healthChecksPath, records: data[healthChecksPath] }, healthCheckDetailsPath, healthCheckDetails, (card, detail) => [
      ['heading', card.heading, 'title', detail.title],
      ['cutPrice', card.cutPrice, 'actualPrice', detail.actualPrice],
      ['price', card.price, 'discountedPrice', detail.discountedPrice],
      ['discount', card.discount, 'discount', percentInText(detail.discount)],
      ['noOfTests', card.noOfTests, 'testsIncludedCount', detail.testsIncludedCount],
    ]),
    ...cardDetailProblems({ path: labTestsPath, records: data[labTestsPath] }, labTestDetailsPath, data[labTestDetailsPath], (card, detail) => [
      ['price', card.price, 'pricing.cities (lowest price)', Math.min(...detail.pricing.cities.map((city) => city.price))],
    ]),
    ...cardDetailProblems({ path: checkupPackagesPath, records: data[checkupPackagesPath].packages, within: 'packages' }, healthCheckDetailsPath, healthCheckDetails, (card, detail) => [
      ['name', card.name, 'title', detail.title],
      ['originalPrice', card.originalPrice, 'actualPrice', detail.actualPrice],
      ['price', card.price, 'discountedPrice', detail.discountedPrice],
      ['totalTests', card.totalTests, 'testsIncludedCount', detail.testsIncludedCount],
      ['tests', card.tests, 'tests (names)', detail.tests.map((test) => test.name)],
      ['reportTime', card.reportTime, 'reportTime', detail.reportTime],
    ]),
  ];
}

export function healthCheckCountProblems(data: Catalogue): string[] {
  return data[healthCheckDetailsPath].flatMap((detail, index) => {
    const sum = detail.tests.reduce((total, test) => total + test.count, 0);
    return sum === detail.testsIncludedCount
      ? []
      : [`${fieldLabel(healthCheckDetailsPath, index, 'testsIncludedCount')}: ${detail.testsIncludedCount} but tests[].count add up to ${sum}`];
  });
}
