import type { ReactNode } from 'react';
import { pageLocale } from '@/lib/i18n/page-locale';
import { PageHeading } from '@/design-system/page/page-heading';
import type { LabTestDetail } from '@/features/catalogue/schemas/lab-test-detail';
import { LabTestSectionContent } from '@/features/catalogue/components/lab-test-detail/components/lab-test-section';
import { CityPriceTable } from '@/features/catalogue/components/lab-test-detail/components/city-price-table';
import { LabTestSidePanel } from '@/features/catalogue/components/lab-test-detail/components/lab-test-side-panel';
import { labTestDetailMessages } from '@/features/catalogue/components/lab-test-detail/lab-test-detail-messages';
import styles from '@/features/catalogue/components/lab-test-detail/components/lab-test-detail.module.css';

const dateFormat = new Intl.DateTimeFormat(pageLocale === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

type LabTestDetailContentProps = {
  test: LabTestDetail;
  /** The side panel's Book Test Now. */
  action?: ReactNode;
};

export function LabTestDetailContent({ test, action }: LabTestDetailContentProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.article}>
        <div className={styles.head}>
          <PageHeading>{test.title}</PageHeading>
          <p className={styles.updated}>
            {labTestDetailMessages.lastUpdated} <time dateTime={test.lastUpdated}>{dateFormat.format(new Date(test.lastUpdated))}</time>
          </p>
        </div>
        <p className={styles.text}>{test.description}</p>
        {test.sections.map((section) => (
          <LabTestSectionContent key={section.title} section={section} />
        ))}
        <CityPriceTable caption={labTestDetailMessages.pricesCaption(test.title)} cities={test.pricing.cities} />
      </div>
      <LabTestSidePanel action={action} />
    </div>
  );
}
