import type { SearchDocument } from '@/features/search/model/search-entry';
import { labTestDetailsPath } from '@/features/catalogue/api/get-lab-test-details';
import { labTestsPath } from '@/features/catalogue/api/get-lab-tests';
import { labTestsByCategoryPath } from '@/features/catalogue/api/get-lab-tests-by-category';
import { labTestAnchorId } from '@/features/catalogue/model/item-anchors';
import type { CategorisedTest } from '@/features/catalogue/schemas/test-category';
import type { ReadCatalogueFile } from '@/app/search/read-catalogue-file';
import { detailRoute, routeTo, searchDestinations } from '@/app/search/search-routes';
import { slugOf } from '@/lib/slug';
import { priceText, resultLine, searchText } from '@/app/search/search-text';

type CategorisedLabTest = CategorisedTest & { categories: string[] };

/** The tests of the tests page's category tabs, once each, with every category that lists them. */
function categorisedLabTests(read: ReadCatalogueFile): CategorisedLabTest[] {
  const byId = new Map<number, CategorisedLabTest>();
  for (const category of read(labTestsByCategoryPath).categories) {
    for (const test of category.tests) {
      const known = byId.get(test.id);
      if (known) known.categories.push(category.name);
      else byId.set(test.id, { ...test, categories: [category.name] });
    }
  }
  return [...byId.values()];
}

/**
 * A lab test with a detail page opens it; a test only the tests page lists opens that page at its card. The
 * category tabs name most detail-page tests again (same name): those add their category, not a result.
 */
export function labTestDocuments(read: ReadCatalogueFile): SearchDocument[] {
  const cards = read(labTestsPath);
  const categorised = categorisedLabTests(read);
  const details = read(labTestDetailsPath);
  const detailTitles = new Set<string>();
  const withDetailPage = details.map((detail): SearchDocument => {
    const card = cards.find((candidate) => candidate.id === detail.id);
    const title = card?.testName ?? detail.title;
    detailTitles.add(slugOf(title));
    const lowestPrice = card?.price ?? Math.min(...detail.pricing.cities.map((city) => city.price));
    return {
      id: `lab-test-${detail.id}`,
      title,
      kind: 'lab-test',
      line: resultLine(`Starts at ${priceText(lowestPrice)}`),
      route: detailRoute(searchDestinations.labTestDetail, detail.id),
      keywords: searchText('lab test', detail.title, categorised.find((test) => slugOf(test.name) === slugOf(title))?.categories),
      description: detail.description,
    };
  });
  const onTestsPageOnly = categorised
    .filter((test) => !detailTitles.has(slugOf(test.name)))
    .map((test): SearchDocument => ({
      id: `category-test-${test.id}`,
      title: test.name,
      kind: 'lab-test',
      line: priceText(test.price),
      route: routeTo(searchDestinations.tests, labTestAnchorId(test.id)),
      keywords: searchText('lab test', test.categories),
      description: '',
    }));
  return [...withDetailPage, ...onTestsPageOnly];
}
