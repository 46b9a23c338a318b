import { useId } from 'react';
import { formatInr } from '@/lib/format';
import { CardTitleLink, linkedCardClassName } from '@/design-system/card-link/card-title-link';
import { Icon } from '@/design-system/icon/icon';
import { surfaceClassName } from '@/design-system/surface/surface';
import type { LabTest } from '@/features/catalogue/schemas/lab-test';
import { healthTestCardHeight } from '@/features/catalogue/components/health-tests/components/health-check-card';
import { healthTestsMessages } from '@/features/catalogue/components/health-tests/health-tests-messages';
import styles from '@/features/catalogue/components/health-tests/components/health-test-card.module.css';

/** Material Design's ScienceOutlined (Apache 2.0), drawn without MUI. */
const sciencePath =
  'M13 11.33 18 18H6l5-6.67V6h2m2.96-2H8.04c-.42 0-.65.48-.39.81L9 6.5v4.17L3.2 18.4c-.49.66-.02 1.6.8 1.6h16c.82 0 1.29-.94.8-1.6L15 10.67V6.5l1.35-1.69c.26-.33.03-.81-.39-.81';

/** A Prescribed Lab Tests card: the test's name and the lowest price, "Starts at"; opens the test; plain HTML. */
export function LabTestCard({ item }: { item: LabTest }) {
  const priceId = useId();
  return (
    <div className={`${surfaceClassName} ${linkedCardClassName} ${styles.card}`} style={healthTestCardHeight}>
      <div className={styles.content}>
        <span aria-hidden className={styles.badge}>
          <Icon path={sciencePath} />
        </span>
        <h3 className={styles.title}>
          <CardTitleLink to={`/lab-tests-details/${item.id}`} describedBy={priceId}>
            {item.testName}
          </CardTitleLink>
        </h3>
        <div id={priceId} className={styles.bottom}>
          <span className={styles.startsAt}>{healthTestsMessages.startsAt}</span> <span className={styles.startPrice}>{formatInr(item.price)}</span>
        </div>
      </div>
    </div>
  );
}
