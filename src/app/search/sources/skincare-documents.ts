import type { SearchDocument } from '@/features/search/model/search-entry';
import { packageDetailsPath } from '@/features/catalogue/api/get-package-details';
import { skincarePackagesPath } from '@/features/catalogue/api/get-skincare-packages';
import { skincareProductsPath } from '@/features/catalogue/api/get-skincare-products';
import type { ReadCatalogueFile } from '@/app/search/read-catalogue-file';
import { detailRoute, searchDestinations } from '@/app/search/search-routes';
import { priceText, searchText } from '@/app/search/search-text';

/** Each skincare kit at its detail page (the Derma Essentials card names it), and the featured products of /skincare. */
export function skincareDocuments(read: ReadCatalogueFile): SearchDocument[] {
  const cards = read(skincarePackagesPath);
  const packages = read(packageDetailsPath).map((detail): SearchDocument => ({
    id: `skincare-package-${detail.id}`,
    title: cards.find((card) => card.id === detail.id)?.title ?? detail.name,
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
    route: searchDestinations.skincare,
    keywords: 'skincare',
    description: '',
  }));
  return [...packages, ...products];
}
