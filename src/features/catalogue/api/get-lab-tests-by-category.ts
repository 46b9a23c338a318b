import { useDataFile } from '@/lib/use-data-file';
import type { TestCategoriesFile } from '@/features/catalogue/schemas/test-category';

export const labTestsByCategoryPath = '/data/lab-tests-by-category.json';

/** Top booked lab tests by category on the tests page. */
export function useLabTestsByCategory() {
  return useDataFile<TestCategoriesFile>(labTestsByCategoryPath);
}
