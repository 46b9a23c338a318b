import { useDataFile } from '@/lib/use-data-file';
import { productCatalogueSchema, type ProductCategory } from '@/features/catalogue/schemas/product';

export function productCataloguePath<C extends ProductCategory>(category: C): `/detailedData/productcatalogue/${C}.json` {
  return `/detailedData/productcatalogue/${category}.json`;
}

export type ProductCataloguePath = ReturnType<typeof productCataloguePath<ProductCategory>>;

/** The products of one catalogue category (the screen shared by the eight category routes). */
export function useProductCatalogue(category: ProductCategory) {
  return useDataFile(productCataloguePath(category), productCatalogueSchema);
}
