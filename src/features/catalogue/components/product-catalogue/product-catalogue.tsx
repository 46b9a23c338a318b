import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useProductCatalogue } from '@/features/catalogue/api/get-product-catalogue';
import { productCategoryTitles, type ProductCategory } from '@/features/catalogue/model/product-categories';
import type { Product } from '@/features/catalogue/schemas/product';
import { ProductCard } from '@/features/catalogue/components/product-catalogue/components/product-card';
import { ProductCatalogueSkeleton } from '@/features/catalogue/components/product-catalogue/components/product-catalogue-skeleton';
import { productGridSx } from '@/features/catalogue/components/product-catalogue/components/product-grid';
import { catalogueErrorMessage } from '@/features/catalogue/components/product-catalogue/catalogue-error';

const reloadPage = () => window.location.reload();

type ProductCatalogueProps = {
  /** Which catalogue file to show. */
  category: ProductCategory;
  /** The action at the foot of each card, e.g. a Request Callback button (the app passes one in). */
  renderAction?: (product: Product) => ReactNode;
};

/** One category's products as a grid of cards; eight placeholders while loading, and a Try Again that reloads the page on failure. */
export function ProductCatalogue({ category, renderAction }: ProductCatalogueProps) {
  const response = useProductCatalogue(category);
  const status = dataStateOf(response, {
    errorTitle: 'Unable to load products',
    errorMessage: catalogueErrorMessage,
    onRetry: reloadPage,
    retryLabel: 'Try Again',
    emptyMessage: 'No products available in this category yet.',
    skeleton: <ProductCatalogueSkeleton />,
  });
  return (
    <DataState status={status} loadingLabel="Loading products">
      <Box component="ul" aria-label={`${productCategoryTitles[category]} products`} sx={productGridSx}>
        {(response.data ?? []).map((product) => (
          <ProductCard key={product.id} product={product} action={renderAction?.(product)} />
        ))}
      </Box>
    </DataState>
  );
}
