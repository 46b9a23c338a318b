import { DataTable } from '@/design-system/data-table/data-table';
import type { DataTableColumn } from '@/design-system/data-table/data-table-types';
import { RelativeTime } from '@/design-system/relative-time/relative-time';
import { StatusTag } from '@/design-system/status-tag/status-tag';
import { LEAD_KIND_LABELS } from '@/features/staff/api/lead-status';
import type { LeadSummary } from '@/features/staff/api/lead-summary';
import { LeadStatusTag } from '@/features/staff/components/lead-status-tag';
import { MaskedContact } from '@/features/staff/components/masked-contact';
import { TimeLeftTag } from '@/features/staff/components/time-left-tag';
import { inboxMessages } from '@/features/staff/components/inbox-messages';
import styles from '@/features/staff/components/inbox-table.module.css';

export const INBOX_TABLE_ID = 'inbox-table';

/** The inbox's column headers, also the loading skeleton's. */
export const INBOX_HEADERS = ['Lead', 'Received', 'Contact', 'Status', 'Assignee', 'Time left'] as const;

type InboxTableProps = {
  /** One page of leads, newest first. */
  leads: readonly LeadSummary[];
  /** The signed-in staff member's e-mail: their leads say "You". */
  myEmail: string | undefined;
  /** Leads that arrived live since the person last looked: tinted and marked "Just in". */
  unseenIds: ReadonlySet<string>;
  /** Where a lead's page is. */
  leadHref: (id: string) => string;
};

/** One page of the inbox as a dense table: each row's kind and name is the link to the lead's page. */
export function InboxTable({ leads, myEmail, unseenIds, leadHref }: InboxTableProps) {
  const [lead, received, contact, status, assignee, left] = INBOX_HEADERS;
  const columns: DataTableColumn<LeadSummary>[] = [
    {
      id: 'lead',
      header: lead,
      cell: (row) => (
        <span className={styles.lead}>
          <span>
            {LEAD_KIND_LABELS[row.kind]}
            <span className={styles.separator}>, </span>
          </span>
          <span className={row.name ? styles.name : `${styles.name} ${styles.none}`}>{row.name ?? inboxMessages.noName}</span>
        </span>
      ),
    },
    {
      id: 'received',
      header: received,
      nowrap: true,
      cell: (row) => (
        <span className={styles.received}>
          <RelativeTime dateTime={row.receivedAt} />
          {unseenIds.has(row.id) && <StatusTag label={inboxMessages.justIn} tone="warning" />}
        </span>
      ),
    },
    { id: 'contact', header: contact, cell: (row) => <MaskedContact contact={row.contact} /> },
    { id: 'status', header: status, cell: (row) => <LeadStatusTag status={row.status} outcome={row.outcome} /> },
    {
      id: 'assignee',
      header: assignee,
      cell: (row) =>
        row.assignee === null ? <span className={styles.none}>{inboxMessages.unassigned}</span> : row.assignee.email === myEmail ? inboxMessages.you : row.assignee.email,
    },
    { id: 'left', header: left, nowrap: true, cell: (row) => <TimeLeftTag dueAt={row.dueAt} closedAt={row.closedAt} /> },
  ];
  return (
    <DataTable
      id={INBOX_TABLE_ID}
      caption={inboxMessages.caption}
      columns={columns}
      rows={leads}
      rowKey={(row) => row.id}
      rowHref={(row) => leadHref(row.id)}
      isRowHighlighted={(row) => unseenIds.has(row.id)}
      sort={{ columnId: 'received', direction: 'descending' }}
    />
  );
}
