import { useId, type CSSProperties } from 'react';
import { CardTitleLink, linkedCardClassName } from '@/design-system/card-link/card-title-link';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import { surfaceClassName } from '@/design-system/surface/surface';
import type { HealthCheck } from '@/features/catalogue/schemas/health-check';
import { healthTestsMessages } from '@/features/catalogue/components/health-tests/health-tests-messages';
import styles from '@/features/catalogue/components/health-tests/components/health-test-card.module.css';

/** Height of a health check or lab test card in theme spacing units; the loading skeleton uses the same. */
export const HEALTH_TEST_CARD_HEIGHT = 33;

/** The cards' minimum height, read by their stylesheet. */
export const healthTestCardHeight = { '--card-height': HEALTH_TEST_CARD_HEIGHT } as CSSProperties;

/** A Popular Health Checks card: tests included, name, what it covers and the price; opens the check; plain HTML. */
export function HealthCheckCard({ item }: { item: HealthCheck }) {
  const detailsId = useId();
  return (
    <div className={`${surfaceClassName} ${linkedCardClassName} ${styles.card}`} style={healthTestCardHeight}>
      <div className={styles.content}>
        <h3 className={`${styles.title} ${styles.twoLines}`}>
          <CardTitleLink to={`/health-checks-details/${item.id}`} describedBy={detailsId}>
            {item.heading}
          </CardTitleLink>
        </h3>
        <div id={detailsId} className={styles.details}>
          <span className={styles.testCount}>{healthTestsMessages.testsIncluded(item.noOfTests)}</span>
          <p className={styles.covers}>{healthTestsMessages.covers(item.diseases.join(', '))}</p>
          <div className={styles.bottom}>
            <PriceTag price={item.price} mrp={item.cutPrice} discount={item.discount} />
          </div>
        </div>
      </div>
    </div>
  );
}
