import { useId, type ReactNode } from 'react';
import { Icon } from '@/design-system/icon/icon';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import { surfaceClassName } from '@/design-system/surface/surface';
import type { Product } from '@/features/catalogue/schemas/product';
import { productAnchorId } from '@/features/catalogue/model/product-anchor';
import { productCatalogueMessages } from '@/features/catalogue/components/product-catalogue/product-catalogue-messages';
import styles from '@/features/catalogue/components/product-catalogue/components/product-card.module.css';

/** Lines kept for a product name from 2 columns up, so cards in a row align (and the skeleton matches). */
export const NAME_LINES = 2;

/** Material Design's ReceiptLong outlined icon (Apache 2.0), drawn without MUI. */
const receiptLong =
  'M19.5 3.5 18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2v14H3v3c0 1.66 1.34 3 3 3h12c1.66 0 3-1.34 3-3V2zM15 20H6c-.55 0-1-.45-1-1v-1h10zm4-1c0 .55-.45 1-1 1s-1-.45-1-1v-3H8V5h11z' +
  'M9 7h6v2H9zm7 0h2v2h-2zm-7 3h6v2H9zm7 0h2v2h-2z';

/** The Prescription Required badge: an icon and text, never colour alone. */
function PrescriptionBadge() {
  return (
    <p className={styles.badge}>
      <Icon path={receiptLong} size={16} />
      {productCatalogueMessages.prescriptionRequired}
    </p>
  );
}

type ProductCardProps = {
  /** The product. */
  product: Product;
  /** What the card offers at its foot, e.g. a Request Callback button. */
  action?: ReactNode;
};

/**
 * A catalogue product (its id lets a link land on it): prescription badge when needed, name, pack (strip name), price
 * with the struck MRP and the discount; plain HTML on the theme card's surface.
 */
export function ProductCard({ product, action }: ProductCardProps) {
  const nameId = useId();
  return (
    <li id={productAnchorId(product.id)} tabIndex={-1} className={`${surfaceClassName} ${styles.card}`}>
      <article aria-labelledby={nameId} className={styles.content}>
        {product.prescriptionRequired ? (
          <div className={styles.badgeRow}>
            <PrescriptionBadge />
          </div>
        ) : (
          <div className={styles.emptyBadgeRow} />
        )}
        <h2 id={nameId} className={styles.name}>
          {product.name}
        </h2>
        <p className={styles.pack}>{product.stripName}</p>
        <div className={styles.price}>
          <PriceTag price={product.price} mrp={product.mrp} discount={product.discount} />
        </div>
      </article>
      {action && <div className={styles.actions}>{action}</div>}
    </li>
  );
}
