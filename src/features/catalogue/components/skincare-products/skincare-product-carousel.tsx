import { Carousel } from '@/design-system/carousel/carousel';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { useSkincareProducts } from '@/features/catalogue/api/get-skincare-products';
import { skincareProductsMessages } from '@/features/catalogue/components/skincare-products/skincare-products-messages';
import { SkincareProductCard } from '@/features/catalogue/components/skincare-products/components/skincare-product-card';
import { SkincareProductsSkeleton } from '@/features/catalogue/components/skincare-products/components/skincare-products-skeleton';

/** The skincare page's featured products, one card per slide; plain HTML, loading, error and empty included. */
export function SkincareProductCarousel() {
  const { data, error } = useSkincareProducts();
  if (data === undefined || data.length === 0) {
    const status = dataStateOf(
      { data, error },
      {
        errorMessage: skincareProductsMessages.error,
        emptyMessage: skincareProductsMessages.empty,
        skeleton: <SkincareProductsSkeleton />,
      },
    );
    return <DataState status={status} loadingLabel={skincareProductsMessages.loading} />;
  }
  return (
    <Carousel
      label={skincareProductsMessages.carouselLabel}
      items={data}
      getItemKey={(product) => product.id}
      renderItem={(product) => <SkincareProductCard product={product} />}
    />
  );
}
