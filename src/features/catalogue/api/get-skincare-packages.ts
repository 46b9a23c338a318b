import { useDataFile } from '@/lib/use-data-file';
import { skincarePackagesSchema } from '@/features/catalogue/schemas/skincare-package';

export const skincarePackagesPath = '/data/skincare-packages.json';

/** Derma Essentials cards on the home page. */
export function useSkincarePackages() {
  return useDataFile(skincarePackagesPath, skincarePackagesSchema);
}
