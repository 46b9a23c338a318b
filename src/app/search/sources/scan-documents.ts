import type { SearchDocument } from '@/features/search/model/search-entry';
import { healthScansPath } from '@/features/catalogue/api/get-health-scans';
import { scanServiceKindFromId, scanServicesPath } from '@/features/catalogue/api/get-scan-services';
import { scansPath } from '@/features/catalogue/api/get-scans';
import { serviceAnchorId } from '@/features/catalogue/components/scan-services/service-anchor';
import { healthScanAnchorId } from '@/features/catalogue/model/item-anchors';
import { withScanServiceDefaults } from '@/features/catalogue/model/scan-service-defaults';
import type { ScanServiceKind } from '@/features/catalogue/model/scan-service-kinds';
import type { Scan } from '@/features/catalogue/schemas/scan';
import type { CategorisedTest } from '@/features/catalogue/schemas/test-category';
import type { ReadCatalogueFile } from '@/app/search/read-catalogue-file';
import { detailRoute, routeTo, searchDestinations } from '@/app/search/search-routes';
import { slugOf } from '@/lib/slug';
import { priceText, resultLine, searchText } from '@/app/search/search-text';

/** What people type for each kind that its names do not say ("xray" is one word to them). */
const kindAliases = {
  mri: ['MRI', 'magnetic resonance imaging'],
  ct: ['CT', 'CAT scan', 'computed tomography'],
  ultrasound: ['ultrasound', 'USG', 'sonography'],
  xray: ['xray', 'X-ray', 'radiograph'],
} as const satisfies Record<ScanServiceKind, readonly string[]>;

/** The categories of the tests page's scan tabs, by scan name. */
function healthScanCategories(read: ReadCatalogueFile): Map<string, string[]> {
  const categories = new Map<string, string[]>();
  for (const category of read(healthScansPath).categories) {
    for (const scan of category.tests) categories.set(slugOf(scan.name), [...(categories.get(slugOf(scan.name)) ?? []), category.name]);
  }
  return categories;
}

/** The scans of the tests page's tabs, once each. */
function uniqueHealthScans(read: ReadCatalogueFile): CategorisedTest[] {
  const byId = new Map<number, CategorisedTest>();
  for (const category of read(healthScansPath).categories) {
    for (const test of category.tests) if (!byId.has(test.id)) byId.set(test.id, test);
  }
  return [...byId.values()];
}

/** One scan's grid page, and each of its services at its card. */
function scanKindDocuments(read: ReadCatalogueFile, scan: Scan, kind: ScanServiceKind, categories: Map<string, string[]>): SearchDocument[] {
  const gridRoute = detailRoute(searchDestinations.medicalServices, scan.id);
  const services = read(scanServicesPath(kind)).map(withScanServiceDefaults);
  const lowest = services.length > 0 ? Math.min(...services.map((service) => service.discountedPrice)) : undefined;
  const grid: SearchDocument = {
    id: `scan-${kind}`,
    title: scan.scanName,
    kind: 'scan',
    line: lowest === undefined ? '' : `${services.length} scans from ${priceText(lowest)}`,
    route: gridRoute,
    keywords: searchText(kindAliases[kind]),
    description: '',
  };
  return [
    grid,
    ...services.map((service): SearchDocument => ({
      id: `scan-${kind}-${serviceAnchorId(service.name)}`,
      title: service.name,
      kind: 'scan',
      line: resultLine(priceText(service.discountedPrice), service.reportTime),
      route: routeTo(gridRoute, serviceAnchorId(service.name)),
      keywords: searchText('scan', scan.scanName, kindAliases[kind], categories.get(slugOf(service.name))),
      description: '',
    })),
  ];
}

/**
 * Every scan service of the four grids, at its card on /medical-services/{id}; the scans of the tests
 * page's tabs that no grid lists (ECG, echo, mammography …) open the tests page at their card.
 */
export function scanDocuments(read: ReadCatalogueFile): SearchDocument[] {
  const categories = healthScanCategories(read);
  const onGrids = read(scansPath).flatMap((scan) => {
    const kind = scanServiceKindFromId(scan.id);
    return kind === undefined ? [] : scanKindDocuments(read, scan, kind, categories);
  });
  const gridTitles = new Set(onGrids.map((document) => slugOf(document.title)));
  const onTestsPageOnly = uniqueHealthScans(read)
    .filter((test) => !gridTitles.has(slugOf(test.name)))
    .map((test): SearchDocument => ({
      id: `health-scan-${test.id}`,
      title: test.name,
      kind: 'scan',
      line: priceText(test.price),
      route: routeTo(searchDestinations.tests, healthScanAnchorId(test.id)),
      keywords: searchText('scan', categories.get(slugOf(test.name))),
      description: '',
    }));
  return [...onGrids, ...onTestsPageOnly];
}
