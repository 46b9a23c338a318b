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
import { scanServicesPath } from '@/features/catalogue/api/get-scan-services';
import { scansPath } from '@/features/catalogue/api/get-scans';
import { selfChecksPath } from '@/features/catalogue/api/get-self-checks';
import { serviceTilesPath } from '@/features/catalogue/api/get-service-tiles';
import { skincarePackagesPath } from '@/features/catalogue/api/get-skincare-packages';
import { skincareProductsPath } from '@/features/catalogue/api/get-skincare-products';
import { specialitiesPath } from '@/features/catalogue/api/get-specialities';
import { symptomsPath } from '@/features/catalogue/api/get-symptoms';
import { doctorAnchorId } from '@/features/catalogue/model/doctor-links';
import { productCategories } from '@/features/catalogue/model/product-categories';
import { scanServiceKinds } from '@/features/catalogue/model/scan-service-kinds';
import type { TestCategoriesFile } from '@/features/catalogue/schemas/test-category';
import { fieldLabel, type Catalogue } from './public-files';

/** Each value of `key` appears once in the file (ids, or names where a record has no id); '' for plain text lists. */
export function duplicateProblems<T>(
  urlPath: string,
  records: readonly T[],
  key: string,
  valueOf: (record: T) => unknown,
  prefix: readonly PropertyKey[] = [],
): string[] {
  const firstIndex = new Map<unknown, number>();
  return records.flatMap((record, index) => {
    const value = valueOf(record);
    const first = firstIndex.get(value);
    if (first === undefined) {
      firstIndex.set(value, index);
      return [];
    }
    const at = (position: number) => fieldLabel(urlPath, ...prefix, position, ...(key === '' ? [] : [key]));
    return [`${at(index)}: ${JSON.stringify(value)} repeats ${at(first)}`];
  });
}

/** Ids unique per file; files whose records have no id are unique by the field the screens key on. */
export function idProblems(data: Catalogue): string[] {
  const byId = (path: string, records: readonly { id: number }[], prefix: readonly PropertyKey[] = []) =>
    duplicateProblems(path, records, 'id', (record) => record.id, prefix);
  return [
    ...byId(skincarePackagesPath, data[skincarePackagesPath]),
    ...byId(packageDetailsPath, data[packageDetailsPath]),
    ...byId(skincareProductsPath, data[skincareProductsPath]),
    ...byId(healthChecksPath, data[healthChecksPath]),
    ...byId(healthCheckDetailsPath, data[healthCheckDetailsPath]),
    ...byId(labTestsPath, data[labTestsPath]),
    ...byId(labTestDetailsPath, data[labTestDetailsPath]),
    ...byId(scansPath, data[scansPath]),
    ...byId(bookedScansPath, data[bookedScansPath]),
    ...byId(careProgramListPath, data[careProgramListPath]),
    ...byId(selfChecksPath, data[selfChecksPath]),
    ...byId(feedbackPath, data[feedbackPath]),
    ...byId(consultationReasonsPath, data[consultationReasonsPath]),
    ...byId(checkupPackagesPath, data[checkupPackagesPath].packages, ['packages']),
    ...testCategoryProblems(healthScansPath, data[healthScansPath]),
    ...testCategoryProblems(labTestsByCategoryPath, data[labTestsByCategoryPath]),
    ...productCategories.flatMap((category) => byId(productCataloguePath(category), data[productCataloguePath(category)])),
    ...duplicateProblems(serviceTilesPath, data[serviceTilesPath], 'path', (tile) => tile.path),
    ...duplicateProblems(symptomsPath, data[symptomsPath], '', (text) => text),
    ...duplicateProblems(specialitiesPath, data[specialitiesPath], '', (text) => text),
    ...duplicateProblems(careProgramsPath, data[careProgramsPath], 'programeName', (program) => program.programeName),
    ...duplicateProblems(faqsPath, data[faqsPath], 'category', (group) => group.category),
    ...duplicateProblems(consultationSpecialitiesPath, data[consultationSpecialitiesPath], 'specialist', (card) => card.specialist),
    ...duplicateProblems(opdServicesPath, data[opdServicesPath], 'category', (service) => service.category),
    ...duplicateProblems(medicineOffersPath, data[medicineOffersPath], 'title', (offer) => offer.title),
    ...duplicateProblems(doctorsPath, data[doctorsPath], 'name', (doctor) => doctor.name),
    ...duplicateProblems(doctorsPath, data[doctorsPath], 'name (as its /our-doctors anchor)', (doctor) => doctorAnchorId(doctor.name)),
    ...duplicateProblems(blogPostsPath, data[blogPostsPath], 'title', (post) => post.title),
    ...duplicateProblems(careerOpeningsPath, data[careerOpeningsPath], 'title', (role) => role.title),
    ...duplicateProblems(pressItemsPath, data[pressItemsPath], 'title', (item) => item.title),
    ...duplicateProblems(nearbyCentresPath, data[nearbyCentresPath].centres, 'name', (centre) => centre.name, ['centres']),
    ...scanServiceKinds.flatMap((kind) =>
      duplicateProblems(scanServicesPath(kind), data[scanServicesPath(kind)], 'name', (service) => service.name),
    ),
  ];
}

/** Category ids are unique, test ids unique within a category, and one test id always means one test and price. */
function testCategoryProblems(path: string, file: TestCategoriesFile): string[] {
  const seen = new Map<number, { name: string; price: number; field: string }>();
  return [
    ...duplicateProblems(path, file.categories, 'id', (category) => category.id, ['categories']),
    ...file.categories.flatMap((category, categoryIndex) => [
      ...duplicateProblems(path, category.tests, 'id', (test) => test.id, ['categories', categoryIndex, 'tests']),
      ...category.tests.flatMap((test, testIndex) => {
        const field = fieldLabel(path, 'categories', categoryIndex, 'tests', testIndex);
        const first = seen.get(test.id);
        if (!first) {
          seen.set(test.id, { name: test.name, price: test.price, field });
          return [];
        }
        return first.name === test.name && first.price === test.price
          ? []
          : [`${field}.id: ${test.id} is "${test.name}" ₹${test.price} here but "${first.name}" ₹${first.price} at ${first.field}`];
      }),
    ]),
  ];
}
