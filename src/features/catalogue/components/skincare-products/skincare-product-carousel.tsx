import { Carousel } from '@/design-system/carousel/carousel';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useSkincareProducts } from '@/features/catalogue/api/get-skincare-products';
import { SkincareProductCard } from '@/features/catalogue/components/skincare-products/components/skincare-product-card';
import { SkincareProductsSkeleton } from '@/features/catalogue/components/skincare-products/components/skincare-products-skeleton';

/** The skincare page's featured products, one card per slide; plain HTML, loading, error and empty included. */
export function SkincareProductCarousel() {
  const { data, error } = useSkincareProducts();
  if (data === undefined || data.length === 0) {
    const status = dataStateOf(
      { data, error },
      {
        errorMessage: 'Failed to load products. Please try again later.',
        emptyMessage: 'No products available.',
        skeleton: <SkincareProductsSkeleton />,
      },
    );
    return <DataState status={status} loadingLabel="Loading products" />;
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
