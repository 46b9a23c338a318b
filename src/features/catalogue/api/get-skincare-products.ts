import { useDataFile } from '@/lib/use-data-file';
import type { SkincareProduct } from '@/features/catalogue/schemas/skincare-product';

export const skincareProductsPath = '/data/skincare-products.json';

/** Featured products of the skincare page. */
export function useSkincareProducts() {
  return useDataFile<SkincareProduct[]>(skincareProductsPath);
}
