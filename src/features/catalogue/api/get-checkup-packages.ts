import { useDataFile } from '@/lib/use-data-file';
import type { CheckupData } from '@/features/catalogue/schemas/checkup-package';

export const checkupPackagesPath = '/data/checkup-packages.json';

/** Checkup packages and their categories on the tests page. */
export function useCheckupPackages() {
  return useDataFile<CheckupData>(checkupPackagesPath);
}
