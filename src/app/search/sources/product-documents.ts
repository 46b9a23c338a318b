import type { SearchDocument } from '@/features/search/model/search-entry';
import { productCataloguePath } from '@/features/catalogue/api/get-product-catalogue';
import { productCategories, productCategoryRoute, productCategoryTitles } from '@/features/catalogue/model/product-categories';
import { productAnchorId } from '@/features/catalogue/model/product-anchor';
import type { ReadCatalogueFile } from '@/app/search/read-catalogue-file';
import { priceText, resultLine, searchText } from '@/app/search/search-text';

/** Every product of the eight catalogues, at its card on its catalogue page. */
export function productDocuments(read: ReadCatalogueFile): SearchDocument[] {
  return productCategories.flatMap((category) =>
    read(productCataloguePath(category)).map((product): SearchDocument => ({
      id: `product-${category}-${product.id}`,
      title: product.name,
      kind: 'product',
      line: resultLine(priceText(product.price), productCategoryTitles[category]),
      route: `${productCategoryRoute(category)}#${productAnchorId(product.id)}`,
      keywords: searchText(productCategoryTitles[category], product.stripName, product.prescriptionRequired ? 'prescription' : undefined),
      description: '',
    })),
  );
}
