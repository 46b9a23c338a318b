import type { ReactNode } from 'react';
import { Icon } from '@/design-system/icon/icon';
import styles from '@/features/catalogue/components/lab-test-detail/components/lab-test-detail.module.css';

/** Material Design's Schedule and Bloodtype (Apache 2.0), drawn without MUI. */
const schedulePath =
  'M11.99 2C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2M12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8M12.5 7H11v6l5.25 3.15.75-1.23-4.5-2.67z';
const bloodtypePath =
  'M12 2c-5.33 4.55-8 8.48-8 11.8 0 4.98 3.8 8.2 8 8.2s8-3.22 8-8.2c0-3.32-2.67-7.25-8-11.8m3 16H9v-2h6zm0-5h-2v2h-2v-2H9v-2h2V9h2v2h2z';

/** The spec's fixed text for every lab test, beside the call to action. */
export function LabTestSidePanel({ action }: { action?: ReactNode }) {
  return (
    <div className={styles.panel}>
      <p className={styles.fact}>
        <Icon path={schedulePath} className={styles.factIcon} />
        Reports in 24-48 Hours
      </p>
      <p className={styles.fact}>
        <Icon path={bloodtypePath} className={styles.factIcon} />
        Sample: Blood
      </p>
      {action}
    </div>
  );
}
