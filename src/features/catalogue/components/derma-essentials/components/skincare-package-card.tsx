import { useId } from 'react';
import { CardTitleLink, linkedCardClassName } from '@/design-system/card-link/card-title-link';
import { Icon } from '@/design-system/icon/icon';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import { surfaceClassName } from '@/design-system/surface/surface';
import type { SkincarePackage } from '@/features/catalogue/schemas/skincare-package';
import { skincarePackageImage } from '@/features/catalogue/components/derma-essentials/package-image';
import { dermaEssentialsMessages } from '@/features/catalogue/components/derma-essentials/derma-essentials-messages';
import styles from '@/features/catalogue/components/derma-essentials/components/skincare-package-card.module.css';

/** Material Design's ArrowForward (Apache 2.0), drawn without MUI. */
const arrowForwardPath = 'm12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z';

/** The card's height in theme spacing units; the loading skeleton uses the same. */
export const SKINCARE_PACKAGE_CARD_HEIGHT = 42;

/** A Derma Essentials card: picture, title, price with the cut price struck and "X% Off"; opens the package; plain HTML. */
export function SkincarePackageCard({ item }: { item: SkincarePackage }) {
  const priceId = useId();
  return (
    <div className={`${surfaceClassName} ${linkedCardClassName} ${styles.card}`}>
      <div className={styles.picture}>
        <img src={skincarePackageImage(item.title)} alt="" width={128} height={128} loading="lazy" />
      </div>
      <div className={styles.content}>
        <h3 className={styles.title}>
          <CardTitleLink to={`/package-details/${item.id}`} describedBy={priceId}>
            {item.title}
          </CardTitleLink>
        </h3>
        <div id={priceId}>
          <PriceTag price={item.price} mrp={item.cutPrice} discount={item.discount} />
        </div>
        <span className={styles.view}>
          {dermaEssentialsMessages.viewPackage}
          <Icon path={arrowForwardPath} size={20} />
        </span>
      </div>
    </div>
  );
}
