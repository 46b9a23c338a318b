import { formatInr } from '@/lib/format';
import type { PriceTagProps } from '@/design-system/price-tag/price-tag';
import { discountBadgeText, showsMrp } from '@/design-system/price-tag/price-tag-text';
import styles from '@/design-system/price-tag/plain-price-tag.module.css';
import hidden from '@/design-system/visually-hidden/visually-hidden.module.css';

/**
 * PriceTag without MUI, for plain screens (see `PageRoute.plainScreen`): the same text, spoken context and look.
 * A deferred section keeps PriceTag: the prerender links only the stylesheets of the page's own chunks, while
 * Emotion's rules of every rendered section are in the page.
 */
export function PlainPriceTag({ price, mrp, discount, size = 'medium' }: PriceTagProps) {
  const badge = discountBadgeText(discount);
  return (
    <div className={styles.priceTag}>
      <span className={size === 'large' ? `${styles.price} ${styles.large}` : styles.price}>
        <span className={hidden.visuallyHidden}>Price </span>
        {formatInr(price)}
      </span>{' '}
      {showsMrp(price, mrp) && (
        <s className={styles.mrp}>
          <span className={hidden.visuallyHidden}>Original price </span>
          {formatInr(mrp)}
        </s>
      )}{' '}
      {badge && <span className={styles.badge}>{badge}</span>}
    </div>
  );
}
