import { MuiTheme } from '@theme/mui-theme';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import type { useSkincareProducts } from '@/features/catalogue/api/get-skincare-products';
import { SkincareProductsSkeleton } from '@/features/catalogue/components/skincare-products/components/skincare-products-skeleton';

type SkincareProductsStatesProps = {
  /** The products' response while it has no products: loading, failed or empty. */
  response: Pick<ReturnType<typeof useSkincareProducts>, 'data' | 'error'>;
};

/** Loading, error and empty for the featured products, through DataState (MUI): loaded only when the page holds no products. */
export default function SkincareProductsStates({ response }: SkincareProductsStatesProps) {
  return (
    <MuiTheme>
      <DataState
        status={dataStateOf(response, {
          errorMessage: 'Failed to load products. Please try again later.',
          emptyMessage: 'No products available.',
          skeleton: <SkincareProductsSkeleton />,
        })}
        loadingLabel="Loading products"
      />
    </MuiTheme>
  );
}
