import type { SearchDocument } from '@/features/search/model/search-entry';
import { checkupPackagesPath } from '@/features/catalogue/api/get-checkup-packages';
import { healthCheckDetailsPath } from '@/features/catalogue/api/get-health-check-details';
import { healthChecksPath } from '@/features/catalogue/api/get-health-checks';
import type { ReadCatalogueFile } from '@/app/search/read-catalogue-file';
import { detailRoute, searchDestinations } from '@/app/search/search-routes';
import { priceText, resultLine, searchText } from '@/app/search/search-text';

/**
 * One result per health check detail page. The home cards (diseases) and the tests page's checkup
 * packages (category, tests) describe the same records by id, so they add words, not results.
 */
export function healthCheckDocuments(read: ReadCatalogueFile): SearchDocument[] {
  const cards = read(healthChecksPath);
  const packages = read(checkupPackagesPath).packages;
  return read(healthCheckDetailsPath).map((detail) => {
    const card = cards.find((candidate) => candidate.id === detail.id);
    const checkupPackage = packages.find((candidate) => candidate.id === detail.id);
    return {
      id: `health-check-${detail.id}`,
      title: detail.title,
      kind: 'health-check',
      line: resultLine(priceText(detail.discountedPrice), `${detail.testsIncludedCount} tests`),
      route: detailRoute(searchDestinations.healthCheckDetail, detail.id),
      keywords: searchText(
        'health checkup package tests',
        checkupPackage?.category,
        card?.diseases,
        detail.tests.map((test) => test.name),
        checkupPackage?.tests,
      ),
      description: searchText(detail.description[0]),
    };
  });
}
