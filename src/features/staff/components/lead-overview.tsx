import { RelativeTime } from '@/design-system/relative-time/relative-time';
import type { LeadDetail } from '@/features/staff/api/lead-detail';
import { leadMessages } from '@/features/staff/components/lead-messages';
import { LeadStatusTag } from '@/features/staff/components/lead-status-tag';
import { TimeLeftTag } from '@/features/staff/components/time-left-tag';
import styles from '@/features/staff/components/lead-page.module.css';

const m = leadMessages.overview;

/** Where the lead stands at a glance: status, time left, when it came, who has it, who changed it last. */
export function LeadOverview({ lead, myEmail }: { lead: LeadDetail; myEmail: string }) {
  const assignee = lead.assignee === null ? m.nobody : lead.assignee.email === myEmail ? m.you(myEmail) : lead.assignee.email;
  return (
    <dl className={styles.overview}>
      <div className={styles.field}>
        <dt className={styles.term}>{m.status}</dt>
        <dd className={styles.value}>
          <LeadStatusTag status={lead.status} outcome={lead.outcome} />
        </dd>
      </div>
      <div className={styles.field}>
        <dt className={styles.term}>{m.timeLeft}</dt>
        <dd className={styles.value}>
          <TimeLeftTag dueAt={lead.dueAt} closedAt={lead.closedAt} />
        </dd>
      </div>
      <div className={styles.field}>
        <dt className={styles.term}>{m.received}</dt>
        <dd className={styles.value}>
          <RelativeTime dateTime={lead.receivedAt} showExact />
        </dd>
      </div>
      <div className={styles.field}>
        <dt className={styles.term}>{m.assignee}</dt>
        <dd className={styles.value}>{assignee}</dd>
      </div>
      {lead.updatedBy && (
        <div className={styles.field}>
          <dt className={styles.term}>{m.changed}</dt>
          <dd className={styles.value}>
            <RelativeTime dateTime={lead.updatedAt} showExact /> {m.changedBy(lead.updatedBy.email)}
          </dd>
        </div>
      )}
    </dl>
  );
}
