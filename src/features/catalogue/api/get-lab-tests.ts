import { useDataFile } from '@/lib/use-data-file';
import type { LabTest } from '@/features/catalogue/schemas/lab-test';

export const labTestsPath = '/data/lab-tests.json';

/** Prescribed Lab Tests cards on the home page. */
export function useLabTests() {
  return useDataFile<LabTest[]>(labTestsPath);
}
