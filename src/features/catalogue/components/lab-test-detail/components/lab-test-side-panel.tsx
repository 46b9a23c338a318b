import type { ReactNode } from 'react';
import { Icon } from '@/design-system/icon/icon';
import { scheduleOutlined } from '@/design-system/icon/material-icon-paths';
import { labTestDetailMessages } from '@/features/catalogue/components/lab-test-detail/lab-test-detail-messages';
import styles from '@/features/catalogue/components/lab-test-detail/components/lab-test-detail.module.css';

/** Material Design's Bloodtype (Apache 2.0), drawn without MUI. */
const bloodtypePath =
  'M12 2c-5.33 4.55-8 8.48-8 11.8 0 4.98 3.8 8.2 8 8.2s8-3.22 8-8.2c0-3.32-2.67-7.25-8-11.8m3 16H9v-2h6zm0-5h-2v2h-2v-2H9v-2h2V9h2v2h2z';

/** The spec's fixed text for every lab test, beside the call to action. */
export function LabTestSidePanel({ action }: { action?: ReactNode }) {
  return (
    <div className={styles.panel}>
      <p className={styles.fact}>
        <Icon path={scheduleOutlined} className={styles.factIcon} />
        {labTestDetailMessages.reportTime}
      </p>
      <p className={styles.fact}>
        <Icon path={bloodtypePath} className={styles.factIcon} />
        {labTestDetailMessages.sample}
      </p>
      {action}
    </div>
  );
}
