import { describe, expect, it } from 'vitest';
import { routeManifest } from '@/app/route-manifest';
import { listPages } from '@/app/prerender/list-pages';
import { careProgramListPath } from '@/features/catalogue/api/get-care-program-list';
import { careProgramsPath } from '@/features/catalogue/api/get-care-programs';
import { consultationSpecialitiesPath } from '@/features/catalogue/api/get-consultation-specialities';
import { doctorsPath } from '@/features/catalogue/api/get-doctors';
import { healthScansPath } from '@/features/catalogue/api/get-health-scans';
import { labTestsByCategoryPath } from '@/features/catalogue/api/get-lab-tests-by-category';
import { scanServiceKindFromId, scanServicesPath } from '@/features/catalogue/api/get-scan-services';
import { scansPath } from '@/features/catalogue/api/get-scans';
import { skincareProductsPath } from '@/features/catalogue/api/get-skincare-products';
import { serviceAnchorId } from '@/features/catalogue/components/scan-services/service-anchor';
import { doctorAnchorId } from '@/features/catalogue/model/doctor-links';
import {
  DOCTOR_INDEX_ANCHOR_ID,
  careProgramAnchorId,
  healthScanAnchorId,
  labTestAnchorId,
  skincareProductAnchorId,
  specialistAnchorId,
} from '@/features/catalogue/model/item-anchors';
import { productAnchorId } from '@/features/catalogue/model/product-anchor';
import { productCategories, productCategoryRoute } from '@/features/catalogue/model/product-categories';
import { productCataloguePath } from '@/features/catalogue/api/get-product-catalogue';
import type { TestCategory } from '@/features/catalogue/schemas/test-category';
import { searchKinds, type SearchDocument } from '@/features/search/model/search-entry';
import { readPublicJson } from '../../../scripts/check-data-files/data-file-problems';
import { readCatalogueFile } from '../../../scripts/build-search-index/read-catalogue-file';
import { realSearchDocuments, searchDocumentsWithout } from './real-search-index';

const documents = realSearchDocuments();

/** Every URL the build writes a page for: static routes, and detail routes once per id of their data file. */
const pages = listPages(routeManifest, readPublicJson);
const pagePaths = new Set(pages.map((page) => page.pathname));
/** Pages that show one record (a detail route's id): opening one lands on its item. */
const detailPaths = new Set(pages.filter((page) => page.params.id !== undefined).map((page) => page.pathname));

const testIds = (categories: readonly TestCategory[]) => [...new Set(categories.flatMap((category) => category.tests.map((test) => test.id)))];

/** The element ids each page gives its items, as its cards render them, in page order (duplicates kept). */
function renderedAnchorLists(): Map<string, string[]> {
  const anchors = new Map<string, string[]>([
    ['/', readCatalogueFile(careProgramsPath).map((program) => careProgramAnchorId(program.programeName))],
    ['/our-doctors', [DOCTOR_INDEX_ANCHOR_ID, ...readCatalogueFile(doctorsPath).map((doctor) => doctorAnchorId(doctor.name))]],
    [
      '/tests',
      [
        ...testIds(readCatalogueFile(labTestsByCategoryPath).categories).map(labTestAnchorId),
        ...testIds(readCatalogueFile(healthScansPath).categories).map(healthScanAnchorId),
      ],
    ],
    ['/skincare', readCatalogueFile(skincareProductsPath).map((product) => skincareProductAnchorId(product.id))],
    ['/care-programs', readCatalogueFile(careProgramListPath).map((program) => careProgramAnchorId(program.title))],
    ['/consultation', readCatalogueFile(consultationSpecialitiesPath).map((card) => specialistAnchorId(card.specialist))],
  ]);
  for (const scan of readCatalogueFile(scansPath)) {
    const kind = scanServiceKindFromId(scan.id);
    if (kind === undefined) continue;
    anchors.set(`/medical-services/${scan.id}`, readCatalogueFile(scanServicesPath(kind)).map((service) => serviceAnchorId(service.name)));
  }
  for (const category of productCategories) {
    anchors.set(productCategoryRoute(category), readCatalogueFile(productCataloguePath(category)).map((product) => productAnchorId(product.id)));
  }
  return anchors;
}

const anchorLists = renderedAnchorLists();
const splitRoute = (route: string) => {
  const [path = '', fragment] = route.split('#');
  return { path, fragment };
};

/** A page of one record, or an element its page renders: where a result must lead. */
function landsOnItem({ route }: SearchDocument): boolean {
  const { path, fragment } = splitRoute(route);
  if (fragment === undefined) return detailPaths.has(path);
  return anchorLists.get(path)?.includes(fragment) ?? false;
}

const unlanded = (list: readonly SearchDocument[]) => list.filter((document) => !landsOnItem(document)).map((document) => `${document.id} → ${document.route}`);

describe('where search results lead', () => {
  it('opens only pages of the route manifest, and for a detail route only an id the build writes a page for', () => {
    expect(documents.filter((document) => !pagePaths.has(splitRoute(document.route).path)).map((document) => `${document.id} → ${document.route}`)).toEqual([]);
  });

  it.each(searchKinds.map((kind) => [kind]))('lands every %s result on its item: a page of its own, or an element of a page listing many', (kind) => {
    const ofKind = documents.filter((document) => document.kind === kind);
    expect(ofKind.length).toBeGreaterThan(0);
    expect(unlanded(ofKind)).toEqual([]);
  });

  it('gives each item of a page an id of its own, valid as a CSS selector', () => {
    for (const [path, ids] of anchorLists) {
      expect(ids.filter((id, index) => ids.indexOf(id) !== index), path).toEqual([]);
      expect(ids.filter((id) => !/^[a-z][a-z0-9-]*$/.test(id)), path).toEqual([]);
    }
  });

  it('opens a doctor at their profile, a scan service and a product at its card', () => {
    expect(documents.filter((document) => document.kind === 'doctor').every((document) => /^\/our-doctors#[a-z]/.test(document.route))).toBe(true);
    expect(documents.find((document) => document.title === 'MRI Knee Joint (Left or Right)')?.route).toBe('/medical-services/1#mri-knee-joint-left-or-right');
    expect(documents.filter((document) => document.kind === 'product').every((document) => /^\/[a-z-]+#product-\d+$/.test(document.route))).toBe(true);
  });

  it('opens the items only the tests page, the skincare carousel, the programs and the consultation page list at their card', () => {
    const routeOf = (id: string) => documents.find((document) => document.id === id)?.route;
    const onTestsPageOnly = documents.filter((document) => document.route.startsWith('/tests#'));
    expect(onTestsPageOnly.map((document) => document.kind)).toEqual(expect.arrayContaining(['lab-test', 'scan']));
    expect(routeOf('skincare-product-1')).toBe('/skincare#skincare-product-1');
    expect(routeOf('care-program-1')).toBe('/care-programs#diabetes-care-program');
    expect(routeOf('consultation-general-physician')).toBe('/consultation#general-physician');
    expect(routeOf('symptom-fever')).toBe('/our-doctors#find-a-doctor');
  });

  it('opens a program only the home page shows at its card there', () => {
    const programs = searchDocumentsWithout(careProgramListPath).filter((document) => document.kind === 'care-program');
    expect(programs.length).toBeGreaterThan(0);
    expect(programs.every((document) => document.route.startsWith('/#'))).toBe(true);
    expect(unlanded(programs)).toEqual([]);
  });
});
