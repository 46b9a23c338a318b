import { describe, expect, it } from 'vitest';
import { routeManifest } from '@/app/route-manifest';
import { listPages } from '@/app/prerender/list-pages';
import { doctorsPath } from '@/features/catalogue/api/get-doctors';
import { scanServiceKindFromId, scanServicesPath } from '@/features/catalogue/api/get-scan-services';
import { scansPath } from '@/features/catalogue/api/get-scans';
import { serviceAnchorId } from '@/features/catalogue/components/scan-services/service-anchor';
import { doctorAnchorId } from '@/features/catalogue/model/doctor-links';
import { productAnchorId } from '@/features/catalogue/model/product-anchor';
import { productCategories, productCategoryRoute } from '@/features/catalogue/model/product-categories';
import { productCataloguePath } from '@/features/catalogue/api/get-product-catalogue';
import { readPublicJson } from '../../../scripts/check-data-files/data-file-problems';
import { readCatalogueFile } from '../../../scripts/build-search-index/read-catalogue-file';
import { realSearchDocuments } from './real-search-index';

const documents = realSearchDocuments();

/** Every URL the build writes a page for: static routes, and detail routes once per id of their data file. */
const pagePaths = new Set(listPages(routeManifest, readPublicJson).map((page) => page.pathname));

/** The element ids each page gives its items, as its cards render them. */
function renderedAnchors(): Map<string, Set<string>> {
  const anchors = new Map([['/our-doctors', new Set(readCatalogueFile(doctorsPath).map((doctor) => doctorAnchorId(doctor.name)))]]);
  for (const scan of readCatalogueFile(scansPath)) {
    const kind = scanServiceKindFromId(scan.id);
    if (kind === undefined) continue;
    anchors.set(`/medical-services/${scan.id}`, new Set(readCatalogueFile(scanServicesPath(kind)).map((service) => serviceAnchorId(service.name))));
  }
  for (const category of productCategories) {
    anchors.set(productCategoryRoute(category), new Set(readCatalogueFile(productCataloguePath(category)).map((product) => productAnchorId(product.id))));
  }
  return anchors;
}

describe('where search results lead', () => {
  it('opens only pages of the route manifest, and for a detail route only an id the build writes a page for', () => {
    const pathOf = (route: string) => route.split('#')[0] ?? route;
    expect(documents.filter((document) => !pagePaths.has(pathOf(document.route))).map((document) => `${document.id} → ${document.route}`)).toEqual([]);
  });

  it('lands on an element the page renders when the route has a fragment', () => {
    const anchors = renderedAnchors();
    const unrendered = documents.filter((document) => {
      const [path = '', fragment] = document.route.split('#');
      return fragment !== undefined && !anchors.get(path)?.has(fragment);
    });
    expect(unrendered.map((document) => `${document.id} → ${document.route}`)).toEqual([]);
  });

  it('opens a doctor at their profile, a scan service and a product at its card', () => {
    expect(documents.filter((document) => document.kind === 'doctor').every((document) => /^\/our-doctors#[a-z]/.test(document.route))).toBe(true);
    expect(documents.find((document) => document.title === 'MRI Knee Joint (Left or Right)')?.route).toBe('/medical-services/1#mri-knee-joint-left-or-right');
    expect(documents.filter((document) => document.kind === 'product').every((document) => /^\/[a-z-]+#product-\d+$/.test(document.route))).toBe(true);
  });
});
