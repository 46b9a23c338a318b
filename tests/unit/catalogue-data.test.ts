import { findHealthCheckDetail, healthCheckDetailsPath } from '@/features/catalogue/api/get-health-check-details';
import { findLabTestDetail, labTestDetailsPath } from '@/features/catalogue/api/get-lab-test-details';
import { findPackageDetail, packageDetailsPath } from '@/features/catalogue/api/get-package-details';
import { scanServiceKindFromId } from '@/features/catalogue/api/get-scan-services';
import { dataFiles } from '@/features/catalogue/data-files';
import { withScanServiceDefaults } from '@/features/catalogue/model/scan-service-defaults';
import { hindiSidecarPath } from '@/lib/i18n/data-path';
import { catalogueFixtures } from '@mocks/fixtures/catalogue';
import { centreProblems } from './catalogue/centre-rules';
import {
  bookedScanProblems,
  careProgramProblems,
  consultationReasonProblems,
  doctorContactProblems,
  scanProblems,
} from './catalogue/content-rules';
import { discountProblems } from './catalogue/discount-rules';
import { hindiSidecarProblems } from './catalogue/hindi-sidecar-rules';
import { idProblems } from './catalogue/id-rules';
import { cardLinkProblems, healthCheckCountProblems } from './catalogue/link-rules';
import { checkupCategoryProblems, minimumProblems } from './catalogue/minimums';
import {
  dataFileProblems,
  fileLabel,
  imageReferences,
  listPublicFiles,
  loadCatalogue,
  publicFileExists,
  publicFileSize,
  readPublicJson,
} from './catalogue/public-files';

const MAX_IMAGE_BYTES = 3 * 1024 * 1024;

describe('catalogue data files', () => {
  it.each(dataFiles.map((entry) => [fileLabel(entry.path), entry] as const))('%s is stored exactly as its schema parses it', (_label, entry) => {
    expect(dataFileProblems(entry)).toEqual([]);
  });

  it('registers every JSON file served from public/data and public/detailedData', () => {
    const registered = new Set<string>(dataFiles.flatMap((entry) => (entry.hindi ? [entry.path, hindiSidecarPath(entry.path)] : [entry.path])));
    const served = [...listPublicFiles('data'), ...listPublicFiles('detailedData')].filter((path) => path.endsWith('.json'));
    expect(served.filter((path) => !registered.has(path)).map(fileLabel)).toEqual([]);
  });

  it.each(dataFiles.filter((entry) => entry.hindi).map((entry) => [fileLabel(hindiSidecarPath(entry.path)), entry] as const))(
    '%s has its English file\'s structure, ids, links, images, dates and numbers; only its text differs',
    (_label, entry) => {
      const sidecar = hindiSidecarPath(entry.path);
      expect(hindiSidecarProblems(sidecar, readPublicJson(entry.path), readPublicJson(sidecar))).toEqual([]);
    },
  );

  it("accepts each file's empty shape, so screens reach their empty state rather than an error", () => {
    const rejected = dataFiles.filter((entry) => !entry.schema.safeParse(entry.empty).success).map((entry) => entry.path);
    expect(rejected).toEqual([]);
  });

  it('resolves every card id to its detail record with matching fields', () => {
    expect(cardLinkProblems(loadCatalogue())).toEqual([]);
  });

  it('keeps every discounted price at or below its original, and every discount text in step with the prices', () => {
    expect(discountProblems(loadCatalogue())).toEqual([]);
  });

  it('keeps ids (or the names screens key on) unique within each file', () => {
    expect(idProblems(loadCatalogue())).toEqual([]);
  });

  it('meets the content minimums of issue 5', () => {
    const data = loadCatalogue();
    expect([...minimumProblems(data), ...checkupCategoryProblems(data), ...healthCheckCountProblems(data)]).toEqual([]);
  });

  it('follows the fixed content of the spec: four scans, six consultation reasons, twelve centre states', () => {
    const data = loadCatalogue();
    expect([...scanProblems(data), ...consultationReasonProblems(data), ...centreProblems(data)]).toEqual([]);
  });

  it('agrees across files: care programs, booked scans and doctor contacts', () => {
    const data = loadCatalogue();
    expect([...careProgramProblems(data), ...bookedScanProblems(data), ...doctorContactProblems(data)]).toEqual([]);
  });

  it('finds every referenced image under public/', () => {
    const missing = dataFiles
      .flatMap((entry) => imageReferences(entry.path, readPublicJson(entry.path)))
      .filter(({ image }) => !publicFileExists(image))
      .map(({ image, field }) => `${field}: ${image} does not exist under public/`);
    expect(missing).toEqual([]);
  });

  it('keeps the total image weight under 3 MB', () => {
    const images = listPublicFiles('images');
    const total = images.reduce((sum, image) => sum + publicFileSize(image), 0);
    expect(images.length).toBeGreaterThan(0);
    expect(total, `public/images weighs ${total} bytes`).toBeLessThan(MAX_IMAGE_BYTES);
  });

  it('serves the mocks from the same files, not a copy', () => {
    for (const entry of dataFiles) {
      expect(catalogueFixtures[entry.path], fileLabel(entry.path)).toEqual(readPublicJson(entry.path));
      const sidecar = hindiSidecarPath(entry.path);
      if (entry.hindi) expect((catalogueFixtures as Record<string, unknown>)[sidecar], fileLabel(sidecar)).toEqual(readPublicJson(sidecar));
    }
  });
});

describe('catalogue look-up helpers', () => {
  it('applies the scan service defaults of spec §9 only where a field is missing', () => {
    expect(withScanServiceDefaults({ name: 'CT KUB (Kidney, Ureter, Bladder)', originalPrice: 4500 })).toEqual({
      name: 'CT KUB (Kidney, Ureter, Bladder)',
      originalPrice: 4500,
      discountedPrice: 4500,
      discountPercentage: 0,
      reportTime: 'Reports within 24 hours',
    });
    expect(
      withScanServiceDefaults({ name: 'HRCT Chest', originalPrice: 4000, discountedPrice: 2499, discountPercentage: 38, reportTime: 'Reports within 12 hours' }),
    ).toMatchObject({ discountedPrice: 2499, discountPercentage: 38, reportTime: 'Reports within 12 hours' });
  });

  it('finds detail records by the numeric id of a route parameter', () => {
    const data = loadCatalogue();
    expect(findHealthCheckDetail(data[healthCheckDetailsPath], '4')?.id).toBe(4);
    expect(findLabTestDetail(data[labTestDetailsPath], 12)?.id).toBe(12);
    expect(findPackageDetail(data[packageDetailsPath], '8')?.id).toBe(8);
    expect(findPackageDetail(data[packageDetailsPath], '999')).toBeUndefined();
    expect(findHealthCheckDetail(data[healthCheckDetailsPath], '4abc')).toBeUndefined();
    expect(findLabTestDetail(data[labTestDetailsPath], undefined)).toBeUndefined();
  });

  it('maps /medical-services/{id} to its scan-service file', () => {
    expect([1, 2, 3, 4].map((id) => scanServiceKindFromId(String(id)))).toEqual(['mri', 'ct', 'ultrasound', 'xray']);
    expect(scanServiceKindFromId('5')).toBeUndefined();
  });
});
