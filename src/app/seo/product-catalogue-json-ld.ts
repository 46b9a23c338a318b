import type { JsonLdNode, PageContext } from '@/app/page-contract';
import { productCataloguePath } from '@/features/catalogue/api/get-product-catalogue';
import { productCategoryRoute, productCategoryTitles, type ProductCategory } from '@/features/catalogue/model/product-categories';
import type { Product } from '@/features/catalogue/schemas/product';
import { productNode } from '@/app/seo/offer-json-ld';

/**
 * A catalogue page's products as one ItemList of Products, each offered in rupees with its MRP as a
 * separate list-price specification; nothing while the file is not loaded or is empty.
 */
export function productCatalogueJsonLd(category: ProductCategory): (page: PageContext) => JsonLdNode[] {
  const url = productCategoryRoute(category);
  return (page) => {
    const contents = page.read(productCataloguePath(category));
    if (!Array.isArray(contents) || contents.length === 0) return [];
    const products = contents as Product[];
    return [
      {
        '@type': 'ItemList',
        name: productCategoryTitles[category],
        numberOfItems: products.length,
        itemListElement: products.map((product, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          item: { ...productNode(product.name, url, product.price, product.mrp), sku: String(product.id), description: product.stripName },
        })),
      },
    ];
  };
}
