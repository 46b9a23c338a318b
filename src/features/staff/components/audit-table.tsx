import { DataTable } from '@/design-system/data-table/data-table';
import type { DataTableColumn } from '@/design-system/data-table/data-table-types';
import { auditActionLabel } from '@/features/staff/api/audit-actions';
import type { AuditEntry } from '@/features/staff/api/audit-schema';
import { auditMessages as m } from '@/features/staff/components/audit-messages';
import { auditTimeText } from '@/features/staff/components/audit-time';
import styles from '@/features/staff/components/audit.module.css';

/** `{ field: 'phone', rows: 3 }` → "field: phone; rows: 3" (details hold ids, kinds and counts only). */
const detailText = (detail: Record<string, unknown>): string =>
  Object.entries(detail)
    .map(([key, value]) => `${key}: ${value === null ? m.none : typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join('; ') || m.none;

const COLUMNS: readonly DataTableColumn<AuditEntry>[] = [
  { id: 'at', header: m.columns.at, cell: (entry) => <time dateTime={entry.at}>{auditTimeText(entry.at)}</time>, nowrap: true },
  { id: 'actor', header: m.columns.actor, cell: (entry) => entry.actor?.email ?? m.serverActor, nowrap: true },
  {
    id: 'action',
    header: m.columns.action,
    cell: (entry) => (
      <span className={styles.action}>
        {auditActionLabel(entry.action)} <code className={styles.code}>{entry.action}</code>
      </span>
    ),
  },
  { id: 'target', header: m.columns.target, cell: (entry) => (entry.target ? <code className={styles.code}>{entry.target}</code> : m.none), nowrap: true },
  { id: 'detail', header: m.columns.detail, cell: (entry) => <span className={styles.detail}>{detailText(entry.detail)}</span> },
  {
    id: 'client',
    header: m.columns.client,
    cell: (entry) => (entry.clientHash ? <abbr title={m.clientHint(entry.clientHash)}>{entry.clientHash.slice(0, 8)}</abbr> : m.none),
    nowrap: true,
  },
];

export type AuditTableProps = {
  /** One page of entries, newest first. */
  entries: readonly AuditEntry[];
};

/** The audit log as a real table, newest first (the order the server pages in); times to the second, IST. */
export function AuditTable({ entries }: AuditTableProps) {
  return (
    <DataTable caption={m.caption} captionHidden columns={COLUMNS} rows={entries} rowKey={(entry) => String(entry.id)} sort={{ columnId: 'at', direction: 'descending' }} />
  );
}
