import { describe, expect, it } from 'vitest';
import { consultationSpecialitiesPath } from '@/features/catalogue/api/get-consultation-specialities';
import { careProgramListPath } from '@/features/catalogue/api/get-care-program-list';
import { doctorsPath } from '@/features/catalogue/api/get-doctors';
import { healthCheckDetailsPath } from '@/features/catalogue/api/get-health-check-details';
import { labTestDetailsPath } from '@/features/catalogue/api/get-lab-test-details';
import { labTestsPath } from '@/features/catalogue/api/get-lab-tests';
import { packageDetailsPath } from '@/features/catalogue/api/get-package-details';
import { productCataloguePath } from '@/features/catalogue/api/get-product-catalogue';
import { scanServiceKindFromId, scanServicesPath } from '@/features/catalogue/api/get-scan-services';
import { scansPath } from '@/features/catalogue/api/get-scans';
import { skincareProductsPath } from '@/features/catalogue/api/get-skincare-products';
import { specialitiesPath } from '@/features/catalogue/api/get-specialities';
import { symptomsPath } from '@/features/catalogue/api/get-symptoms';
import { dataFiles } from '@/features/catalogue/data-files';
import { productCategories } from '@/features/catalogue/model/product-categories';
import { searchKindLabels, searchKinds } from '@/features/search/model/search-entry';
import { readCatalogueFile } from '../../../scripts/build-search-index/read-catalogue-file';
import { realSearchDocuments, searchDocumentsWithout } from './real-search-index';
import { searchedDataFiles, unsearchedDataFiles } from './searched-data-files';

const documents = realSearchDocuments();
const hasResult = (title: string, route: string) => documents.some((document) => document.title === title && document.route === route);

/** Every record people look for by name, with the page it must open: spelled out here, not taken from the builder. */
function expectedResults(): { title: string; route: string }[] {
  const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  const labTestNames = new Map(readCatalogueFile(labTestsPath).map((card) => [card.id, card.testName]));
  return [
    ...readCatalogueFile(healthCheckDetailsPath).map((detail) => ({ title: detail.title, route: `/health-checks-details/${detail.id}` })),
    ...readCatalogueFile(labTestDetailsPath).map((detail) => ({ title: labTestNames.get(detail.id) ?? detail.title, route: `/lab-tests-details/${detail.id}` })),
    ...readCatalogueFile(scansPath).flatMap((scan) => {
      const kind = scanServiceKindFromId(scan.id);
      const services = kind === undefined ? [] : readCatalogueFile(scanServicesPath(kind));
      return [
        { title: scan.scanName, route: `/medical-services/${scan.id}` },
        ...services.map((service) => ({ title: service.name, route: `/medical-services/${scan.id}#${slug(service.name.replace(/&/g, ' and '))}` })),
      ];
    }),
    ...readCatalogueFile(packageDetailsPath).map((detail) => ({ title: detail.name, route: `/package-details/${detail.id}` })),
    ...readCatalogueFile(skincareProductsPath).map((product) => ({ title: product.title, route: `/skincare#skincare-product-${product.id}` })),
    ...productCategories.flatMap((category) => readCatalogueFile(productCataloguePath(category)).map((product) => ({ title: product.name, route: `/${category}#product-${product.id}` }))),
    ...readCatalogueFile(consultationSpecialitiesPath).map((card) => ({ title: card.specialist, route: `/consultation#${slug(card.specialist)}` })),
    ...readCatalogueFile(specialitiesPath).map((name) => ({ title: name, route: '/our-doctors#find-a-doctor' })),
    ...readCatalogueFile(symptomsPath).map((name) => ({ title: name, route: '/our-doctors#find-a-doctor' })),
    ...readCatalogueFile(careProgramListPath).map((program) => ({ title: program.title, route: `/care-programs#${slug(program.title)}` })),
    ...readCatalogueFile(doctorsPath).map((doctor) => ({ title: doctor.name, route: `/our-doctors#${slug(doctor.name)}` })),
  ];
}

describe('the search index entries', () => {
  it('finds every test, scan, package, product, speciality, symptom, program and doctor by name, at its page', () => {
    expect(expectedResults().filter(({ title, route }) => !hasResult(title, route))).toEqual([]);
  });

  it.each(searchedDataFiles.map((path) => [path]))('draws on %s: without it the entries change', (path) => {
    expect(searchDocumentsWithout(path)).not.toEqual(documents);
  });

  it('decides for every data file whether search draws on it', () => {
    const decided = new Set<string>([...searchedDataFiles, ...Object.keys(unsearchedDataFiles)]);
    expect(dataFiles.map((entry) => entry.path).filter((path) => !decided.has(path))).toEqual([]);
    expect(searchedDataFiles.filter((path) => path in unsearchedDataFiles)).toEqual([]);
  });

  it('gives every entry a unique id', () => {
    const ids = documents.map((document) => document.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('gives every entry a title and a short line, and has entries of every kind', () => {
    expect(documents.filter((document) => document.title.trim() === '' || document.line.trim() === '')).toEqual([]);
    expect(documents.filter((document) => document.line.length > 60).map((document) => document.line)).toEqual([]);
    expect(searchKinds.filter((kind) => !documents.some((document) => document.kind === kind)).map((kind) => searchKindLabels[kind])).toEqual([]);
  });

  it('shows prices in rupees with Indian digit grouping', () => {
    expect(documents.find((document) => document.id === 'health-check-1')?.line).toBe('₹1,399 · 73 tests');
    expect(documents.find((document) => document.title === 'MRI Brain (Plain)')?.line).toBe('₹3,999 · Reports within 24 hours');
  });
});
