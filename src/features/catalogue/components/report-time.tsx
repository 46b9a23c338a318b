import { Icon } from '@/design-system/icon/icon';
import { scheduleOutlined } from '@/design-system/icon/material-icon-paths';
import { reportTimeMessages } from '@/features/catalogue/components/report-time-messages';
import styles from '@/features/catalogue/components/report-time.module.css';

/** When a card's reports are ready, e.g. "Reports in 24 hrs", after a clock; in the page's language. */
export function ReportTime({ text }: { text: string }) {
  return (
    <div className={styles.row}>
      <Icon path={scheduleOutlined} size={20} className={styles.icon} />
      <p className={styles.text}>{reportTimeMessages.reportTime(text)}</p>
    </div>
  );
}
