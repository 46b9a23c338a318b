import { blogPostsPath } from '@/features/catalogue/api/get-blog-posts';
import { bookedScansPath } from '@/features/catalogue/api/get-booked-scans';
import { careerOpeningsPath } from '@/features/catalogue/api/get-career-openings';
import { careProgramListPath } from '@/features/catalogue/api/get-care-program-list';
import { careProgramsPath } from '@/features/catalogue/api/get-care-programs';
import { checkupPackagesPath } from '@/features/catalogue/api/get-checkup-packages';
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
import { specialitiesPath } from '@/features/catalogue/api/get-specialities';
import { symptomsPath } from '@/features/catalogue/api/get-symptoms';
import { faqCategories } from '@/features/catalogue/model/faq-categories';
import { productCategories } from '@/features/catalogue/model/product-categories';
import { collectionMethodKeys } from '@/features/catalogue/model/collection-methods';
import { scanServiceKinds } from '@/features/catalogue/model/scan-service-kinds';
import { fieldLabel, type Catalogue } from './public-files';

type Minimum = readonly [field: string, count: number, atLeast: number, atMost?: number];

/** The content sizes of issue 5 point 2, as [field, actual count, minimum, maximum]. */
function minimums(data: Catalogue): Minimum[] {
  const checkups = data[checkupPackagesPath];
  const scanServices = scanServiceKinds.flatMap((kind) => data[scanServicesPath(kind)]);
  const products = productCategories.flatMap((category) => data[productCataloguePath(category)]);
  const faqCount = (category: string) => data[faqsPath].find((group) => group.category === category)?.questions.length ?? 0;
  return [
    [fieldLabel(serviceTilesPath), data[serviceTilesPath].length, 9, 9],
    [fieldLabel(skincarePackagesPath), data[skincarePackagesPath].length, 8],
    [fieldLabel(packageDetailsPath), data[packageDetailsPath].length, 8],
    [fieldLabel(healthChecksPath), data[healthChecksPath].length, 10],
    [fieldLabel(healthCheckDetailsPath), data[healthCheckDetailsPath].length, 10],
    [fieldLabel(labTestsPath), data[labTestsPath].length, 12],
    [fieldLabel(labTestDetailsPath), data[labTestDetailsPath].length, 12],
    ...data[labTestDetailsPath].flatMap((detail, index): Minimum[] => [
      [fieldLabel(labTestDetailsPath, index, 'pricing', 'cities'), detail.pricing.cities.length, 6],
      [fieldLabel(labTestDetailsPath, index, 'sections'), detail.sections.length, 3],
    ]),
    [fieldLabel(symptomsPath), data[symptomsPath].length, 12],
    [fieldLabel(specialitiesPath), data[specialitiesPath].length, 12],
    [fieldLabel(consultationSpecialitiesPath), data[consultationSpecialitiesPath].length, 30],
    [fieldLabel(scansPath), data[scansPath].length, 4, 4],
    ...scanServiceKinds.map((kind): Minimum => [fieldLabel(scanServicesPath(kind)), data[scanServicesPath(kind)].length, 6]),
    ['scan services with discountPercentage 0 and no discountedPrice', scanServices.filter((s) => s.discountPercentage === 0 && s.discountedPrice === undefined).length, 1],
    ['scan services without a reportTime (default applies)', scanServices.filter((s) => s.reportTime === undefined).length, 1],
    [fieldLabel(careProgramsPath), data[careProgramsPath].length, 6],
    [fieldLabel(careProgramListPath), data[careProgramListPath].length, 6],
    [fieldLabel(selfChecksPath), data[selfChecksPath].length, 6],
    [fieldLabel(feedbackPath), data[feedbackPath].length, 8],
    ...faqCategories.map((category): Minimum => [`${fieldLabel(faqsPath)} category "${category}" questions`, faqCount(category), 5]),
    [`${fieldLabel(checkupPackagesPath, 'packages')} distinct categories`, new Set(checkups.packages.map((p) => p.category)).size, 4],
    [fieldLabel(healthScansPath, 'categories'), data[healthScansPath].categories.length, 4],
    [fieldLabel(labTestsByCategoryPath, 'categories'), data[labTestsByCategoryPath].categories.length, 4],
    ...collectionMethodKeys.map((key): Minimum => [
      fieldLabel(sampleCollectionPath, 'collectionMethods', key, 'steps'), data[sampleCollectionPath].collectionMethods[key]?.steps.length ?? 0, 3,
    ]),
    [fieldLabel(opdServicesPath), data[opdServicesPath].length, 4],
    [fieldLabel(medicineOffersPath), data[medicineOffersPath].length, 6],
    [fieldLabel(bookedScansPath), data[bookedScansPath].length, 4],
    [fieldLabel(doctorsPath), data[doctorsPath].length, 10],
    [fieldLabel(blogPostsPath), data[blogPostsPath].length, 3],
    [fieldLabel(careerOpeningsPath), data[careerOpeningsPath].length, 3],
    [fieldLabel(pressItemsPath), data[pressItemsPath].length, 2],
    ...productCategories.map((category): Minimum => [fieldLabel(productCataloguePath(category)), data[productCataloguePath(category)].length, 12]),
    ['products with prescriptionRequired', products.filter((p) => p.prescriptionRequired).length, 1, products.length - 1],
  ];
}

export function minimumProblems(data: Catalogue): string[] {
  return minimums(data).flatMap(([field, count, atLeast, atMost]) => {
    if (count < atLeast) return [`${field}: has ${count}, needs at least ${atLeast}`];
    if (atMost !== undefined && count > atMost) return [`${field}: has ${count}, allows at most ${atMost}`];
    return [];
  });
}

/** Every checkup package's category is one of the listed categories (the screen's filter). */
export function checkupCategoryProblems(data: Catalogue): string[] {
  const { categories, packages } = data[checkupPackagesPath];
  const names = new Set(categories.map((category) => category.name));
  return packages.flatMap((item, index) =>
    names.has(item.category) ? [] : [`${fieldLabel(checkupPackagesPath, 'packages', index, 'category')}: "${item.category}" is not in categories`],
  );
}
