import { useId } from 'react';
import { surfaceClassName } from '@/design-system/surface/surface';
import landed from '@/design-system/fragment-target/landed-outline.module.css';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import { skincareProductAnchorId } from '@/features/catalogue/model/item-anchors';
import type { SkincareProduct } from '@/features/catalogue/schemas/skincare-product';
import styles from '@/features/catalogue/components/skincare-products/components/skincare-product-card.module.css';

/** Side of the product picture, in px (the SVGs are square). */
export const productImageSize = 128;

type SkincareProductCardProps = {
  /** The featured product. */
  product: SkincareProduct;
};

/** A featured product (its id lets a link land on it): picture, name, price with the struck MRP (`cutprice`) and the discount badge; plain HTML. */
export function SkincareProductCard({ product }: SkincareProductCardProps) {
  const nameId = useId();
  return (
    <article
      id={skincareProductAnchorId(product.id)}
      tabIndex={-1}
      aria-labelledby={nameId}
      className={`${surfaceClassName} ${landed.landed} ${styles.card}`}
    >
      <div className={styles.picture}>
        <img src={product.img} alt="" width={productImageSize} height={productImageSize} loading="lazy" />
      </div>
      <div className={styles.content}>
        <h3 id={nameId} className={styles.title}>
          {product.title}
        </h3>
        <div className={styles.price}>
          <PriceTag price={product.price} mrp={product.cutprice} discount={product.discount} />
        </div>
      </div>
    </article>
  );
}
