import { useId } from 'react';
import { Icon } from '@/design-system/icon/icon';
import { FIRST_CONSULT_CODE } from '@/app/pages/consultation/consultation-content';
import { offerBannerMessages as offer } from '@/app/pages/consultation/offer-banner-messages';
import styles from '@/app/pages/consultation/offer-banner.module.css';

/** Material Design's LocalOfferOutlined (Apache 2.0), drawn without MUI. */
const localOfferPath =
  'm21.41 11.58-9-9C12.05 2.22 11.55 2 11 2H4c-1.1 0-2 .9-2 2v7c0 .55.22 1.05.59 1.42l9 9c.36.36.86.58 1.41.58s1.05-.22 1.41-.59l7-7c.37-.36.59-.86.59-1.41s-.23-1.06-.59-1.42M13 20.01 4 11V4h7v-.01l9 9zM5 6.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0z';

/**
 * The first-consultation offer. The code is plain text set large in a monospaced face with a slashed
 * zero (no O/0 mix-up), and one click selects all of it for copying. Plain HTML.
 */
export function OfferBanner() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.banner}>
      <Icon path={localOfferPath} size={40} className={styles.icon} />
      <div className={styles.text}>
        <h2 id={headingId} className={styles.heading}>
          {offer.discount} <span className={styles.headingRest}>{offer.rest}</span>
        </h2>
        <p className={styles.note}>{offer.note}</p>
      </div>
      <p className={styles.code}>
        <span className={styles.codeLabel}>{offer.codeLabel}</span>
        <code className={styles.codeText}>{FIRST_CONSULT_CODE}</code>
      </p>
    </section>
  );
}
