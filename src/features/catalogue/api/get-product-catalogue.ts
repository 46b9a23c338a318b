import { useDataFile } from '@/lib/use-data-file';
import type { ProductCategory } from '@/features/catalogue/model/product-categories';
import type { Product } from '@/features/catalogue/schemas/product';

export function productCataloguePath<C extends ProductCategory>(category: C): `/detailedData/productcatalogue/${C}.json` {
  return `/detailedData/productcatalogue/${category}.json`;
}

export type ProductCataloguePath = ReturnType<typeof productCataloguePath<ProductCategory>>;

/** The products of one catalogue category (the screen shared by the eight category routes). */
export function useProductCatalogue(category: ProductCategory) {
  return useDataFile<Product[]>(productCataloguePath(category));
}
