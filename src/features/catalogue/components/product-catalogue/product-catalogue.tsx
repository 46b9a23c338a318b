import { Suspense, lazy, type ReactNode } from 'react';
import { useProductCatalogue } from '@/features/catalogue/api/get-product-catalogue';
import { productCategoryTitles, type ProductCategory } from '@/features/catalogue/model/product-categories';
import type { Product } from '@/features/catalogue/schemas/product';
import { ProductCard } from '@/features/catalogue/components/product-catalogue/components/product-card';
import grid from '@/features/catalogue/components/product-catalogue/components/product-grid.module.css';

const ProductCatalogueStates = lazy(() => import('@/features/catalogue/components/product-catalogue/components/product-catalogue-states'));

type ProductCatalogueProps = {
  /** Which catalogue file to show. */
  category: ProductCategory;
  /** The action at the foot of each card, e.g. a Request Callback button (the app passes one in). */
  renderAction?: (product: Product) => ReactNode;
};

/**
 * One category's products as a grid of cards: plain HTML, as the page holds their data. The loading (eight
 * placeholders), error (a Try Again that reloads the page) and empty states load lazily with MUI.
 */
export function ProductCatalogue({ category, renderAction }: ProductCatalogueProps) {
  // Both read here, so SWR renders this again when either changes (it re-renders only for what was read).
  const { data, error } = useProductCatalogue(category);
  if (data === undefined || data.length === 0) {
    return (
      <Suspense fallback={null}>
        <ProductCatalogueStates response={{ data, error }} />
      </Suspense>
    );
  }
  return (
    <ul aria-label={`${productCategoryTitles[category]} products`} className={grid.grid}>
      {data.map((product) => (
        <ProductCard key={product.id} product={product} action={renderAction?.(product)} />
      ))}
    </ul>
  );
}
