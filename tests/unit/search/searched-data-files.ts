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
import { packageDetailsPath } from '@/features/catalogue/api/get-package-details';
import { pressItemsPath } from '@/features/catalogue/api/get-press-items';
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
import type { DataFilePath } from '@/features/catalogue/data-files';
import { productCategories } from '@/features/catalogue/model/product-categories';
import { scanServiceKinds } from '@/features/catalogue/model/scan-service-kinds';

/** The data files the site search draws on: each must add something to the index. */
export const searchedDataFiles: readonly DataFilePath[] = [
  healthChecksPath,
  healthCheckDetailsPath,
  checkupPackagesPath,
  labTestsPath,
  labTestDetailsPath,
  labTestsByCategoryPath,
  scansPath,
  ...scanServiceKinds.map(scanServicesPath),
  healthScansPath,
  packageDetailsPath,
  skincareProductsPath,
  ...productCategories.map(productCataloguePath),
  consultationSpecialitiesPath,
  specialitiesPath,
  symptomsPath,
  careProgramListPath,
  careProgramsPath,
  doctorsPath,
];

/** The data files it leaves out, and why. A new data file has to join one list or the other. */
export const unsearchedDataFiles: Readonly<Partial<Record<DataFilePath, string>>> = {
  [serviceTilesPath]: 'the header tiles name sections of the site, not things to find',
  [skincarePackagesPath]: 'the Derma Essentials cards repeat the package details (same id, title and price)',
  [bookedScansPath]: 'the most booked scans repeat scan services that are indexed at their cards',
  [selfChecksPath]: 'the self-checks are one login-only page, not separate destinations',
  [feedbackPath]: 'customer quotes',
  [faqsPath]: 'questions and answers, not things to book',
  [consultationReasonsPath]: 'reasons to consult online, not things to book',
  [sampleCollectionPath]: 'how samples are collected',
  [opdServicesPath]: 'an employer benefit described on one page',
  [medicineOffersPath]: 'offer banners for the catalogues whose products are indexed',
  [nearbyCentresPath]: 'centres are found by place on /labs, not by name',
  [blogPostsPath]: 'articles, not things to book',
  [careerOpeningsPath]: 'job openings',
  [pressItemsPath]: 'press releases',
};
