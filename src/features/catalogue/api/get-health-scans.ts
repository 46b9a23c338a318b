import { useDataFile } from '@/lib/use-data-file';
import type { TestCategoriesFile } from '@/features/catalogue/schemas/test-category';

export const healthScansPath = '/data/health-scans.json';

/** Health scans by category on the tests page. */
export function useHealthScans() {
  return useDataFile<TestCategoriesFile>(healthScansPath);
}
