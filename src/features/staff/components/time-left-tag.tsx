import { indiaDateTimeText } from '@/design-system/relative-time/india-date-time';
import { StatusTag } from '@/design-system/status-tag/status-tag';
import { timeLeft } from '@/features/staff/components/time-left';
import styles from '@/features/staff/components/time-left-tag.module.css';
import { useCurrentMinute } from '@/lib/use-current-minute';

/**
 * The time left to a lead's target, counting down each minute: "25 min left", "Overdue by 25 min" (in words, in red),
 * "Closed". Before the clock is read, the deadline itself.
 */
export function TimeLeftTag({ dueAt, closedAt }: { dueAt: string; closedAt: string | null }) {
  const now = useCurrentMinute();
  const due = `Due ${indiaDateTimeText(Date.parse(dueAt))}`;
  if (now === null) return <span className={styles.text}>{closedAt ? 'Closed' : due}</span>;
  const left = timeLeft(dueAt, closedAt, now);
  if (left.state === 'overdue') return <StatusTag label={left.text} tone="error" />;
  if (left.state === 'soon') return <StatusTag label={left.text} tone="warning" />;
  return (
    <span className={left.state === 'closed' ? `${styles.text} ${styles.closed}` : styles.text} title={left.state === 'closed' ? undefined : due}>
      {left.text}
    </span>
  );
}
