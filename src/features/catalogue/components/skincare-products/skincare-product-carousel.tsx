import { Suspense, lazy } from 'react';
import { Carousel } from '@/design-system/carousel/carousel';
import { useSkincareProducts } from '@/features/catalogue/api/get-skincare-products';
import { SkincareProductCard } from '@/features/catalogue/components/skincare-products/components/skincare-product-card';

const SkincareProductsStates = lazy(() => import('@/features/catalogue/components/skincare-products/components/skincare-products-states'));

/**
 * The skincare page's featured products, one card per slide. Plain HTML, as the page holds their data; the
 * loading, error and empty states (DataState) load lazily with MUI.
 */
export function SkincareProductCarousel() {
  // Both read here, so SWR re-renders this on either: the lazily loaded states only read the values passed in.
  const { data, error } = useSkincareProducts();
  if (data === undefined || data.length === 0) {
    return (
      <Suspense fallback={null}>
        <SkincareProductsStates response={{ data, error }} />
      </Suspense>
    );
  }
  return (
    <Carousel
      label="Featured skincare products"
      items={data}
      getItemKey={(product) => product.id}
      renderItem={(product) => <SkincareProductCard product={product} />}
    />
  );
}
