import type { ReactNode } from 'react';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useProductCatalogue } from '@/features/catalogue/api/get-product-catalogue';
import { productCategoryTitles, type ProductCategory } from '@/features/catalogue/model/product-categories';
import type { Product } from '@/features/catalogue/schemas/product';
import { catalogueErrorMessage } from '@/features/catalogue/components/product-catalogue/catalogue-error';
import { ProductCard } from '@/features/catalogue/components/product-catalogue/components/product-card';
import { ProductCatalogueSkeleton } from '@/features/catalogue/components/product-catalogue/components/product-catalogue-skeleton';
import { productCatalogueMessages } from '@/features/catalogue/components/product-catalogue/product-catalogue-messages';
import grid from '@/features/catalogue/components/product-catalogue/components/product-grid.module.css';

const reloadPage = () => window.location.reload();

type ProductCatalogueProps = {
  /** Which catalogue file to show. */
  category: ProductCategory;
  /** The action at the foot of each card, e.g. a Request Callback button (the app passes one in). */
  renderAction?: (product: Product) => ReactNode;
};

/**
 * One category's products as a grid of cards, plain HTML: its loading (eight placeholders), error (a Try Again that
 * reloads the page) and empty states too.
 */
export function ProductCatalogue({ category, renderAction }: ProductCatalogueProps) {
  const { data, error } = useProductCatalogue(category);
  if (data === undefined || data.length === 0) {
    const status = dataStateOf(
      { data, error },
      {
        errorTitle: productCatalogueMessages.errorTitle,
        errorMessage: catalogueErrorMessage,
        onRetry: reloadPage,
        retryLabel: productCatalogueMessages.retry,
        emptyMessage: productCatalogueMessages.empty,
        skeleton: <ProductCatalogueSkeleton />,
      },
    );
    return <DataState status={status} loadingLabel={productCatalogueMessages.loading} />;
  }
  return (
    <ul aria-label={productCatalogueMessages.gridLabel(productCategoryTitles[category])} className={grid.grid}>
      {data.map((product) => (
        <ProductCard key={product.id} product={product} action={renderAction?.(product)} />
      ))}
    </ul>
  );
}
