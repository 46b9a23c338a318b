import { plainButtonClassName } from '@/design-system/button/plain-button';
import { useLeadsExportUrls } from '@/features/staff/api/export-leads';
import type { LeadsQuery } from '@/features/staff/api/leads-query-schema';
import type { InboxQuery } from '@/features/staff/api/inbox-filters-schema';
import { inboxMessages } from '@/features/staff/components/inbox-messages';
import styles from '@/features/staff/components/inbox-export-links.module.css';

/** Supervisors' and admins' downloads of every lead the filters find (masked, and logged by the server). */
export function InboxExportLinks({ query }: { query: InboxQuery }) {
  const urls = useLeadsExportUrls(query as Partial<LeadsQuery>);
  const look = plainButtonClassName({ variant: 'outlined', size: 'small' });
  return (
    <p className={styles.export}>
      <span>{inboxMessages.export.intro}</span>
      <a href={urls.csv} download className={look}>
        {inboxMessages.export.csv}
      </a>
      <a href={urls.json} download className={look}>
        {inboxMessages.export.json}
      </a>
    </p>
  );
}
