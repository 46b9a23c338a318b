import { useDataFile } from '@/lib/use-data-file';
import { labTestsSchema } from '@/features/catalogue/schemas/lab-test';

export const labTestsPath = '/data/lab-tests.json';

/** Prescribed Lab Tests cards on the home page. */
export function useLabTests() {
  return useDataFile(labTestsPath, labTestsSchema);
}
