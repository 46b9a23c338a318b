import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { plainButtonClassName } from '@/design-system/button/plain-button';
import { Icon } from '@/design-system/icon/icon';
import { checkCircleOutline } from '@/design-system/icon/material-icon-paths';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import { Surface } from '@/design-system/surface/surface';
import type { CheckupPackage } from '@/features/catalogue/schemas/checkup-package';
import { ReportTime } from '@/features/catalogue/components/report-time';
import { checkupPackagesMessages } from '@/features/catalogue/components/checkup-packages/checkup-packages-messages';
import styles from '@/features/catalogue/components/checkup-packages/components/checkup-package-card.module.css';

/** A checkup package: name, tests count and report time, the headline tests, the price and View Details. */
export function CheckupPackageCard({ item }: { item: CheckupPackage }) {
  const titleId = useId();
  return (
    <Surface as="article" labelledBy={titleId} className={styles.card}>
      <div className={styles.content}>
        <p className={styles.testCount}>{checkupPackagesMessages.testsIncluded(item.totalTests)}</p>
        <h3 id={titleId} className={styles.title}>
          {item.name}
        </h3>
        <ReportTime text={item.reportTime} />
        <ul aria-label={checkupPackagesMessages.testsIn(item.name)} className={styles.tests}>
          {item.tests.map((test) => (
            <li key={test} className={styles.test}>
              <Icon path={checkCircleOutline} size={20} className={styles.testIcon} />
              <p className={styles.smallText}>{test}</p>
            </li>
          ))}
        </ul>
        <div className={styles.price}>
          <PriceTag price={item.price} mrp={item.originalPrice} discount={item.discount} />
        </div>
      </div>
      <div className={styles.actions}>
        <RouterLink to={`/health-checks-details/${item.id}`} aria-describedby={titleId} className={plainButtonClassName({ variant: 'outlined', fullWidth: true })}>
          {checkupPackagesMessages.viewDetails}
        </RouterLink>
      </div>
    </Surface>
  );
}
