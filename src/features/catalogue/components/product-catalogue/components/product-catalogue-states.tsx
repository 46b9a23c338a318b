import { MuiTheme } from '@theme/mui-theme';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf, type SwrLike } from '@/design-system/data-state/data-status';
import type { Product } from '@/features/catalogue/schemas/product';
import { catalogueErrorMessage } from '@/features/catalogue/components/product-catalogue/catalogue-error';
import { ProductCatalogueSkeleton } from '@/features/catalogue/components/product-catalogue/components/product-catalogue-skeleton';

const reloadPage = () => window.location.reload();

type ProductCatalogueStatesProps = {
  /** The catalogue's response while it has no products: loading, failed or empty. */
  response: SwrLike<Product[]>;
};

/** Loading, error and empty for a catalogue, through DataState (MUI): loaded only when the page holds no products. */
export default function ProductCatalogueStates({ response }: ProductCatalogueStatesProps) {
  return (
    <MuiTheme>
      <DataState
        status={dataStateOf(response, {
          errorTitle: 'Unable to load products',
          errorMessage: catalogueErrorMessage,
          onRetry: reloadPage,
          retryLabel: 'Try Again',
          emptyMessage: 'No products available in this category yet.',
          skeleton: <ProductCatalogueSkeleton />,
        })}
        loadingLabel="Loading products"
      />
    </MuiTheme>
  );
}
