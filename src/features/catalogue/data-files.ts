import type { z } from '@/lib/zod';
import { blogPostsPath } from '@/features/catalogue/api/get-blog-posts';
import { bookedScansPath } from '@/features/catalogue/api/get-booked-scans';
import { careerOpeningsPath } from '@/features/catalogue/api/get-career-openings';
import { careProgramListPath } from '@/features/catalogue/api/get-care-program-list';
import { careProgramsPath } from '@/features/catalogue/api/get-care-programs';
import { checkupPackagesPath } from '@/features/catalogue/api/get-checkup-packages';
import { consultationReasonsPath } from '@/features/catalogue/api/get-consultation-reasons';
import { consultationSpecialitiesPath } from '@/features/catalogue/api/get-consultation-specialities';
import { doctorsPath } from '@/features/catalogue/api/get-doctors';
import { faqsPath } from '@/features/catalogue/api/get-faqs';
import { feedbackPath } from '@/features/catalogue/api/get-feedback';
import { healthCheckDetailsPath } from '@/features/catalogue/api/get-health-check-details';
import { healthChecksPath } from '@/features/catalogue/api/get-health-checks';
import { healthScansPath } from '@/features/catalogue/api/get-health-scans';
import { labTestDetailsPath } from '@/features/catalogue/api/get-lab-test-details';
import { labTestsPath } from '@/features/catalogue/api/get-lab-tests';
import { labTestsByCategoryPath } from '@/features/catalogue/api/get-lab-tests-by-category';
import { medicineOffersPath } from '@/features/catalogue/api/get-medicine-offers';
import { nearbyCentresPath } from '@/features/catalogue/api/get-nearby-centres';
import { opdServicesPath } from '@/features/catalogue/api/get-opd-services';
import { pressItemsPath } from '@/features/catalogue/api/get-press-items';
import { packageDetailsPath } from '@/features/catalogue/api/get-package-details';
import { productCataloguePath } from '@/features/catalogue/api/get-product-catalogue';
import { sampleCollectionPath } from '@/features/catalogue/api/get-sample-collection';
import { scanServicesPath } from '@/features/catalogue/api/get-scan-services';
import { scansPath } from '@/features/catalogue/api/get-scans';
import { selfChecksPath } from '@/features/catalogue/api/get-self-checks';
import { serviceTilesPath } from '@/features/catalogue/api/get-service-tiles';
import { skincarePackagesPath } from '@/features/catalogue/api/get-skincare-packages';
import { skincareProductsPath } from '@/features/catalogue/api/get-skincare-products';
import { specialitiesPath } from '@/features/catalogue/api/get-specialities';
import { symptomsPath } from '@/features/catalogue/api/get-symptoms';
import { productCategories, productCategoryTitles } from '@/features/catalogue/model/product-categories';
import { scanServiceKinds } from '@/features/catalogue/model/scan-service-kinds';
import { blogPostsSchema } from '@/features/catalogue/schemas/blog-post';
import { bookedScansSchema } from '@/features/catalogue/schemas/booked-scan';
import { careerOpeningsSchema } from '@/features/catalogue/schemas/career-opening';
import { careProgramsSchema } from '@/features/catalogue/schemas/care-program';
import { careProgramListSchema } from '@/features/catalogue/schemas/care-program-list-item';
import { checkupDataSchema } from '@/features/catalogue/schemas/checkup-package';
import { consultationReasonsSchema } from '@/features/catalogue/schemas/consultation-reason';
import { nearbyCentresSchema } from '@/features/catalogue/schemas/diagnostic-centre';
import { doctorProfilesSchema } from '@/features/catalogue/schemas/doctor-profile';
import { faqGroupsSchema } from '@/features/catalogue/schemas/faq-group';
import { feedbackListSchema } from '@/features/catalogue/schemas/feedback';
import { healthChecksSchema } from '@/features/catalogue/schemas/health-check';
import { healthCheckDetailsSchema } from '@/features/catalogue/schemas/health-check-detail';
import { labTestsSchema } from '@/features/catalogue/schemas/lab-test';
import { labTestDetailsSchema } from '@/features/catalogue/schemas/lab-test-detail';
import { medicineOffersSchema } from '@/features/catalogue/schemas/medicine-offer';
import { opdServicesSchema } from '@/features/catalogue/schemas/opd-service';
import { packageDetailsSchema } from '@/features/catalogue/schemas/package-detail';
import { pressItemsSchema } from '@/features/catalogue/schemas/press-item';
import { productCatalogueSchema } from '@/features/catalogue/schemas/product';
import { sampleCollectionSchema } from '@/features/catalogue/schemas/sample-collection';
import { scansSchema } from '@/features/catalogue/schemas/scan';
import { scanServicesSchema } from '@/features/catalogue/schemas/scan-service';
import { selfChecksSchema } from '@/features/catalogue/schemas/self-check';
import { serviceTilesSchema } from '@/features/catalogue/schemas/service-tile';
import { skincarePackagesSchema } from '@/features/catalogue/schemas/skincare-package';
import { skincareProductsSchema } from '@/features/catalogue/schemas/skincare-product';
import { specialityCardsSchema } from '@/features/catalogue/schemas/speciality-card';
import { specialitiesSchema, symptomsSchema } from '@/features/catalogue/schemas/symptoms-and-specialities';
import { testCategoriesFileSchema } from '@/features/catalogue/schemas/test-category';

/** One static data file of spec §7: where it is served, what guards it, and its empty shape for stories. */
export interface DataFile<P extends string = string, S extends z.ZodType = z.ZodType> {
  readonly path: P;
  readonly schema: S;
  /** Names the file in test failures and mock messages. */
  readonly label: string;
  /** What an empty version of the file looks like; screens show their empty state for it. */
  readonly empty: z.output<S>;
  /** The file is text only and has a Hindi sidecar (src/lib/i18n/data-path.ts), held to the same schema. */
  readonly hindi?: boolean;
}

function dataFile<P extends string, S extends z.ZodType>(
  path: P,
  schema: S,
  label: string,
  empty: z.output<S>,
  { hindi = false } = {},
): DataFile<P, S> {
  return { path, schema, label, empty, hindi };
}

/** Every static data file the site reads; the integrity test and the MSW mocks derive from this list. */
export const dataFiles = [
  dataFile(serviceTilesPath, serviceTilesSchema, 'service tiles', [], { hindi: true }),
  dataFile(skincarePackagesPath, skincarePackagesSchema, 'skincare packages', []),
  dataFile(packageDetailsPath, packageDetailsSchema, 'skincare package details', []),
  dataFile(skincareProductsPath, skincareProductsSchema, 'featured skincare products', []),
  dataFile(healthChecksPath, healthChecksSchema, 'health checks', []),
  dataFile(healthCheckDetailsPath, healthCheckDetailsSchema, 'health check details', []),
  dataFile(labTestsPath, labTestsSchema, 'lab tests', []),
  dataFile(labTestDetailsPath, labTestDetailsSchema, 'lab test details', []),
  dataFile(symptomsPath, symptomsSchema, 'symptoms', [], { hindi: true }),
  dataFile(specialitiesPath, specialitiesSchema, 'specialities', [], { hindi: true }),
  dataFile(scansPath, scansSchema, 'scans', []),
  dataFile(bookedScansPath, bookedScansSchema, 'booked scans', []),
  dataFile(careProgramsPath, careProgramsSchema, 'care programs (home)', [], { hindi: true }),
  dataFile(careProgramListPath, careProgramListSchema, 'care program list', [], { hindi: true }),
  dataFile(selfChecksPath, selfChecksSchema, 'self-checks', [], { hindi: true }),
  dataFile(feedbackPath, feedbackListSchema, 'feedback', []),
  dataFile(faqsPath, faqGroupsSchema, 'FAQs', [], { hindi: true }),
  dataFile(consultationReasonsPath, consultationReasonsSchema, 'consultation reasons', [], { hindi: true }),
  dataFile(consultationSpecialitiesPath, specialityCardsSchema, 'consultation specialities', [], { hindi: true }),
  dataFile(checkupPackagesPath, checkupDataSchema, 'checkup packages', { categories: [], packages: [] }),
  dataFile(healthScansPath, testCategoriesFileSchema, 'health scans by category', { categories: [] }),
  dataFile(labTestsByCategoryPath, testCategoriesFileSchema, 'lab tests by category', { categories: [] }),
  dataFile(sampleCollectionPath, sampleCollectionSchema, 'sample collection', { collectionMethods: {} }, { hindi: true }),
  dataFile(opdServicesPath, opdServicesSchema, 'OPD services', [], { hindi: true }),
  dataFile(medicineOffersPath, medicineOffersSchema, 'medicine offers', [], { hindi: true }),
  dataFile(nearbyCentresPath, nearbyCentresSchema, 'nearby centres', { states: [], centres: [] }),
  dataFile(doctorsPath, doctorProfilesSchema, 'doctor profiles', []),
  dataFile(blogPostsPath, blogPostsSchema, 'blog posts', [], { hindi: true }),
  dataFile(careerOpeningsPath, careerOpeningsSchema, 'career openings', []),
  dataFile(pressItemsPath, pressItemsSchema, 'press items', [], { hindi: true }),
  ...scanServiceKinds.map((kind) => dataFile(scanServicesPath(kind), scanServicesSchema, `${kind} scan services`, [])),
  ...productCategories.map((category) =>
    dataFile(productCataloguePath(category), productCatalogueSchema, `${productCategoryTitles[category]} products`, []),
  ),
] as const;

export type DataFileEntry = (typeof dataFiles)[number];
export type DataFilePath = DataFileEntry['path'];

type ContentOf<E, P> = E extends DataFile<infer EP, infer S> ? (P extends EP ? z.output<S> : never) : never;

/** The parsed content of the data file at P. */
export type DataFileContent<P extends DataFilePath> = ContentOf<DataFileEntry, P>;

export function findDataFile(path: string): DataFileEntry | undefined {
  return dataFiles.find((entry) => entry.path === path);
}
