import { formatInr } from '@/lib/format';
import { discountBadgeText, showsMrp } from '@/design-system/price-tag/price-tag-text';
import styles from '@/design-system/price-tag/price-tag.module.css';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';
import { priceTagMessages } from '@/design-system/price-tag/price-tag-messages';

export type PriceTagProps = {
  /** The price paid, in rupees. */
  price: number;
  /** The MRP or original price, in rupees; struck through only when above the price. */
  mrp?: number;
  /** Discount as a percentage (30) or as text ("25% Off"); the badge shows only when above 0. */
  discount?: number | string;
  /** Size of the price text. */
  size?: 'medium' | 'large';
};

/** "₹1,399 ₹1,999 30% Off": price, struck MRP when higher, and a discount badge, each with spoken context; plain HTML. */
export function PriceTag({ price, mrp, discount, size = 'medium' }: PriceTagProps) {
  const badge = discountBadgeText(discount);
  return (
    <div className={styles.priceTag}>
      <span className={`${styles.price} ${styles[size]}`}>
        <span className={hidden.visuallyHidden}>{priceTagMessages.price}</span>
        {formatInr(price)}
      </span>{' '}
      {showsMrp(price, mrp) && (
        <s className={styles.mrp}>
          <span className={hidden.visuallyHidden}>{priceTagMessages.originalPrice}</span>
          {formatInr(mrp)}
        </s>
      )}{' '}
      {badge && <span className={styles.badge}>{badge}</span>}
    </div>
  );
}
