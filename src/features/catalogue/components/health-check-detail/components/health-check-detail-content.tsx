import type { ReactNode } from 'react';
import { formatIndianNumber } from '@/lib/format';
import { PageHeading } from '@/design-system/page/page-heading';
import { PriceTag } from '@/design-system/price-tag/price-tag';
import { Section } from '@/design-system/section/section';
import type { HealthCheckDetail } from '@/features/catalogue/schemas/health-check-detail';
import { IncludedTests } from '@/features/catalogue/components/health-check-detail/components/included-tests';
import { BulletList } from '@/features/catalogue/components/detail-screen/bullet-list';
import { healthCheckDetailMessages } from '@/features/catalogue/components/health-check-detail/health-check-detail-messages';
import { reportTimeMessages } from '@/features/catalogue/components/report-time-messages';
import styles from '@/features/catalogue/components/health-check-detail/components/health-check-detail.module.css';

type HealthCheckDetailContentProps = {
  check: HealthCheckDetail;
  /** Shown under the price, e.g. a Request Callback button. */
  action?: ReactNode;
};

/** The record's title first (it takes focus after navigation), then every field in the spec's order. */
export function HealthCheckDetailContent({ check, action }: HealthCheckDetailContentProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.head}>
        <PageHeading>{check.title}</PageHeading>
        <p className={styles.booked}>{healthCheckDetailMessages.booked(formatIndianNumber(check.booked), check.bookedPeriod)}</p>
        <p className={styles.reportTime}>{reportTimeMessages.reportTime(check.reportTime)}</p>
      </div>
      <div className={styles.price}>
        <PriceTag price={check.discountedPrice} mrp={check.actualPrice} discount={check.discount} size="large" />
        {action}
      </div>
      <div className={styles.body}>
        <Section title={healthCheckDetailMessages.testsIncluded(check.testsIncludedCount)}>
          <IncludedTests tests={check.tests} />
        </Section>
        <Section title={healthCheckDetailMessages.packageDetails}>
          <BulletList items={check.description} />
        </Section>
        <p className={styles.samples}>
          {healthCheckDetailMessages.samplesRequired} <span className={styles.samplesList}>{check.samples.join(', ')}</span>
        </p>
        <Section title={healthCheckDetailMessages.whyChoose}>
          <BulletList items={check.recommendations} />
        </Section>
      </div>
    </div>
  );
}
