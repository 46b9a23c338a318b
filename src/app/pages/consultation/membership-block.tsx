import { useId } from 'react';
import { plainButtonClassName } from '@/design-system/button/plain-button';
import { Icon } from '@/design-system/icon/icon';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import { GET_THE_APP_ID, MEMBERSHIP_MRP_INR, MEMBERSHIP_PRICE_INR } from '@/app/pages/consultation/consultation-content';
import { membershipMessages as membership } from '@/app/pages/consultation/membership-messages';
import styles from '@/app/pages/consultation/membership-block.module.css';

/** Material Design's CheckCircle (Apache 2.0), drawn without MUI. */
const checkCirclePath = 'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8z';

/**
 * The 3-month membership: price, benefits and a download button. Memberships are bought in the app and
 * the store badges have no link target, so the button leads to the page's "Get the app" section. Plain HTML.
 */
export function MembershipBlock() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.block}>
      <div className={styles.offer}>
        <p className={styles.term}>{membership.term}</p>
        <h2 id={headingId} className={styles.heading}>
          {membership.heading}
        </h2>
        <PriceTag price={MEMBERSHIP_PRICE_INR} mrp={MEMBERSHIP_MRP_INR} size="large" />
      </div>
      <div className={styles.benefitsColumn}>
        <ul className={styles.benefits}>
          {Object.values(membership.benefits).map((benefit) => (
            <li key={benefit} className={styles.benefit}>
              <Icon path={checkCirclePath} className={styles.benefitIcon} />
              <p className={styles.benefitText}>{benefit}</p>
            </li>
          ))}
        </ul>
        <a href={`#${GET_THE_APP_ID}`} className={plainButtonClassName({ variant: 'contained', size: 'large' })}>
          {membership.download}
        </a>
      </div>
    </section>
  );
}
