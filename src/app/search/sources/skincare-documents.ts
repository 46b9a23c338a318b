import type { SearchDocument } from '@/features/search/model/search-entry';
import { packageDetailsPath } from '@/features/catalogue/api/get-package-details';
import { skincareProductsPath } from '@/features/catalogue/api/get-skincare-products';
import { skincareProductAnchorId } from '@/features/catalogue/model/item-anchors';
import type { ReadCatalogueFile } from '@/app/search/read-catalogue-file';
import { detailRoute, routeTo, searchDestinations } from '@/app/search/search-routes';
import { priceText, searchText } from '@/app/search/search-text';

/**
 * Each skincare kit at its detail page, and the featured products of /skincare at their card. (The Derma Essentials
 * cards repeat the kits' details: same id, title and price.)
 */
export function skincareDocuments(read: ReadCatalogueFile): SearchDocument[] {
  const packages = read(packageDetailsPath).map((detail): SearchDocument => ({
    id: `skincare-package-${detail.id}`,
    title: detail.name,
    kind: 'skincare',
    line: priceText(detail.price),
    route: detailRoute(searchDestinations.packageDetail, detail.id),
    keywords: searchText('skincare kit', detail.highlights),
    description: detail.productDetails.description,
  }));
  const products = read(skincareProductsPath).map((product): SearchDocument => ({
    id: `skincare-product-${product.id}`,
    title: product.title,
    kind: 'skincare',
    line: priceText(product.price),
    route: routeTo(searchDestinations.skincare, skincareProductAnchorId(product.id)),
    keywords: 'skincare',
    description: '',
  }));
  return [...packages, ...products];
}
