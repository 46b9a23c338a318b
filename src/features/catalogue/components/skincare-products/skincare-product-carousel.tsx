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
  const response = useSkincareProducts();
  if (response.data === undefined || response.data.length === 0) {
    return (
      <Suspense fallback={null}>
        <SkincareProductsStates response={response} />
      </Suspense>
    );
  }
  return (
    <Carousel
      label="Featured skincare products"
      items={response.data}
      getItemKey={(product) => product.id}
      renderItem={(product) => <SkincareProductCard product={product} />}
    />
  );
}
