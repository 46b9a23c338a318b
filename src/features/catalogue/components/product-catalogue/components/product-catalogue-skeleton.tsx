import { Skeleton } from '@/design-system/skeleton/skeleton';
import { surfaceClassName } from '@/design-system/surface/surface';
import { CATALOGUE_SKELETON_COUNT } from '@/lib/constants';
import { NAME_LINES } from '@/features/catalogue/components/product-catalogue/components/product-card';
import card from '@/features/catalogue/components/product-catalogue/components/product-card.module.css';
import grid from '@/features/catalogue/components/product-catalogue/components/product-grid.module.css';
import styles from '@/features/catalogue/components/product-catalogue/components/product-catalogue-skeleton.module.css';

/** Like a product card, line for line (its own stylesheet), so the loaded grid takes the same space. */
function ProductCardSkeleton() {
  return (
    <li data-testid="card-skeleton" className={`${surfaceClassName} ${card.card}`}>
      <div className={card.content}>
        <div className={card.emptyBadgeRow} />
        <div className={card.name}>
          {Array.from({ length: NAME_LINES }, (_, line) => (
            <Skeleton key={line} variant="text" width={line === 0 ? '90%' : '55%'} className={line > 0 ? styles.wideOnly : undefined} />
          ))}
        </div>
        <div className={card.pack}>
          <Skeleton variant="text" width="60%" />
        </div>
        <div className={styles.price}>
          <Skeleton variant="text" width="65%" />
        </div>
      </div>
      <div className={styles.action}>
        <Skeleton variant="rounded" className={styles.button} />
      </div>
    </li>
  );
}

/** The catalogue while its file loads: eight placeholder cards in the grid's columns (spec §9). */
export function ProductCatalogueSkeleton() {
  return (
    <ul className={grid.grid}>
      {Array.from({ length: CATALOGUE_SKELETON_COUNT }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </ul>
  );
}
