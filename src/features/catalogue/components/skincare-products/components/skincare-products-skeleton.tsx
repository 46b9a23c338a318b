import { CarouselSkeleton } from '@/design-system/carousel/carousel-skeleton';
import { Skeleton } from '@/design-system/skeleton/skeleton';
import { surfaceClassName } from '@/design-system/surface/surface';
import { productImageSize } from '@/features/catalogue/components/skincare-products/components/skincare-product-card';
import card from '@/features/catalogue/components/skincare-products/components/skincare-product-card.module.css';
import styles from '@/features/catalogue/components/skincare-products/components/skincare-products-skeleton.module.css';

/** Like a product card, line for line (its own stylesheet), so the loaded carousel takes the same height. */
function ProductCardSkeleton() {
  return (
    <div className={`${surfaceClassName} ${card.card}`}>
      <div className={card.picture}>
        <Skeleton variant="rounded" width={productImageSize} height={productImageSize} />
      </div>
      <div className={card.content}>
        <div className={card.title}>
          <Skeleton variant="text" width="90%" />
          <Skeleton variant="text" width="55%" />
        </div>
        <div className={styles.price}>
          <Skeleton variant="text" width="60%" />
        </div>
      </div>
    </div>
  );
}

/** The carousel while its file loads: the arrows' row, then 1 / 2 / 3 cards by breakpoint, then the slider's row. */
export function SkincareProductsSkeleton() {
  return <CarouselSkeleton card={<ProductCardSkeleton />} />;
}
