import { useDataFile } from '@/lib/use-data-file';
import type { SkincarePackage } from '@/features/catalogue/schemas/skincare-package';

export const skincarePackagesPath = '/data/skincare-packages.json';

/** Derma Essentials cards on the home page. */
export function useSkincarePackages() {
  return useDataFile<SkincarePackage[]>(skincarePackagesPath);
}
