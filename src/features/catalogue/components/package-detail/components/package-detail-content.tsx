import type { ReactNode } from 'react';
import { PageHeading } from '@/design-system/page/page-heading';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import { RatingStars } from '@/design-system/rating-stars/rating-stars';
import { Section } from '@/design-system/section/section';
import type { PackageDetail } from '@/features/catalogue/schemas/package-detail';
import { BulletList } from '@/features/catalogue/components/detail-screen/bullet-list';
import { packageDetailMessages } from '@/features/catalogue/components/package-detail/package-detail-messages';
import styles from '@/features/catalogue/components/package-detail/components/package-detail.module.css';

type PackageDetailContentProps = {
  item: PackageDetail;
  /** Shown under the price, e.g. a Request Callback button. */
  action?: ReactNode;
};

export function PackageDetailContent({ item, action }: PackageDetailContentProps) {
  const [image] = item.images;
  return (
    <>
      <div className={styles.summary}>
        <div className={styles.imageFrame}>
          <img src={image} alt="" width={320} height={320} className={styles.image} />
        </div>
        <div className={styles.facts}>
          <PageHeading>{item.name}</PageHeading>
          <RatingStars rating={item.rating} reviewCount={item.reviews} />
          <PriceTag price={item.price} mrp={item.mrp} discount={item.discount} size="large" />
          {action}
        </div>
      </div>
      <Section title={packageDetailMessages.highlights}>
        <BulletList items={item.highlights} />
      </Section>
      <Section title={packageDetailMessages.productDetails}>
        <p className={styles.description}>{item.productDetails.description}</p>
      </Section>
    </>
  );
}
