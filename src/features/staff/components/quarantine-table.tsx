import { PlainButton } from '@/design-system/button/plain-button';
import { DataTable } from '@/design-system/data-table/data-table';
import type { DataTableColumn } from '@/design-system/data-table/data-table-types';
import { indiaDateTimeText } from '@/design-system/relative-time/india-date-time';
import { RelativeTime } from '@/design-system/relative-time/relative-time';
import { LEAD_KIND_LABELS } from '@/features/staff/api/lead-status';
import type { QuarantinedLead } from '@/features/staff/api/quarantine-schema';
import { MaskedContact } from '@/features/staff/components/masked-contact';
import { QUARANTINE_REASON_LABELS, quarantineMessages as m } from '@/features/staff/components/quarantine-messages';
import styles from '@/features/staff/components/quarantine-table.module.css';

/** The folder's column headers, also the loading skeleton's. */
export const QUARANTINE_HEADERS = Object.values(m.columns);

/** Marks each row's first button, so focus can move to a neighbour's when a row leaves. */
export const QUARANTINE_ROW_ATTRIBUTE = 'data-quarantine-row';

export type QuarantineAction = 'release' | 'delete';

type QuarantineTableProps = {
  /** One page, newest first. */
  leads: readonly QuarantinedLead[];
  /** Whether Delete is offered (supervisors and admins). */
  mayDelete: boolean;
  /** The row whose action is running, and which: its button says so and ignores presses. */
  busy?: { id: string; action: QuarantineAction };
  onRelease: (lead: QuarantinedLead) => void;
  onDelete: (lead: QuarantinedLead) => void;
};

const receivedText = (lead: QuarantinedLead) => indiaDateTimeText(Date.parse(lead.receivedAt));

/** One page of the folder as a dense table: what each request is, why it was held back, and Release / Delete. */
export function QuarantineTable({ leads, mayDelete, busy, onRelease, onDelete }: QuarantineTableProps) {
  const busyWith = (lead: QuarantinedLead, action: QuarantineAction) => busy?.id === lead.id && busy.action === action;
  const columns: DataTableColumn<QuarantinedLead>[] = [
    {
      id: 'request',
      header: m.columns.request,
      cell: (lead) => (
        <span className={styles.request}>
          <span>
            {LEAD_KIND_LABELS[lead.kind]}
            <span className={styles.separator}>, </span>
          </span>
          <span className={lead.name ? styles.name : `${styles.name} ${styles.none}`}>{lead.name ?? m.noName}</span>
        </span>
      ),
    },
    { id: 'received', header: m.columns.received, nowrap: true, cell: (lead) => <RelativeTime dateTime={lead.receivedAt} /> },
    {
      id: 'contact',
      header: m.columns.contact,
      cell: (lead) =>
        lead.phone === null && lead.email === null ? (
          <span className={styles.none}>{m.noContact}</span>
        ) : (
          <span className={styles.contact}>
            {lead.phone !== null && <MaskedContact contact={lead.phone} />}
            {lead.email !== null && <MaskedContact contact={lead.email} />}
          </span>
        ),
    },
    {
      id: 'reasons',
      header: m.columns.reasons,
      cell: (lead) => (
        <ul className={styles.reasons}>
          {lead.reasons.map((reason) => (
            <li key={reason}>{QUARANTINE_REASON_LABELS[reason]}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'actions',
      header: m.columns.actions,
      nowrap: true,
      cell: (lead) => (
        <span className={styles.actions}>
          <PlainButton
            size="small"
            aria-label={m.releaseRow(lead.kind, lead.name, receivedText(lead))}
            aria-disabled={busy !== undefined || undefined}
            onClick={() => busy === undefined && onRelease(lead)}
            {...{ [QUARANTINE_ROW_ATTRIBUTE]: lead.id }}
          >
            {busyWith(lead, 'release') ? m.releasing : m.release}
          </PlainButton>
          {mayDelete && (
            <PlainButton
              size="small"
              variant="outlined"
              tone="error"
              aria-label={m.deleteRow(lead.kind, lead.name, receivedText(lead))}
              aria-disabled={busy !== undefined || undefined}
              onClick={() => busy === undefined && onDelete(lead)}
            >
              {busyWith(lead, 'delete') ? m.deleting : m.delete}
            </PlainButton>
          )}
        </span>
      ),
    },
  ];
  return (
    <DataTable caption={m.caption} captionHidden columns={columns} rows={leads} rowKey={(lead) => lead.id} sort={{ columnId: 'received', direction: 'descending' }} />
  );
}
