import { DataTable } from '@/design-system/data-table/data-table';
import type { DataTableColumn } from '@/design-system/data-table/data-table-types';
import { RelativeTime } from '@/design-system/relative-time/relative-time';
import { REGISTRATION_KIND_LABELS } from '@/features/staff/api/registration-status';
import type { RegistrationSummary } from '@/features/staff/api/registration-summary';
import { registrationMessages as m } from '@/features/staff/components/registration-messages';
import { RegistrationStatusTag } from '@/features/staff/components/registration-status-tag';

const COLUMNS: readonly DataTableColumn<RegistrationSummary>[] = [
  { id: 'name', header: m.columns.name, cell: (row) => row.name },
  { id: 'kind', header: m.columns.kind, cell: (row) => REGISTRATION_KIND_LABELS[row.kind], nowrap: true },
  { id: 'received', header: m.columns.received, cell: (row) => <RelativeTime dateTime={row.receivedAt} />, nowrap: true },
  { id: 'mobile', header: m.columns.mobile, cell: (row) => row.mobile, nowrap: true },
  { id: 'email', header: m.columns.email, cell: (row) => row.email },
  { id: 'status', header: m.columns.status, cell: (row) => <RegistrationStatusTag status={row.status} />, nowrap: true },
];

export type RegistrationsTableProps = {
  /** One page of the list, newest first. */
  rows: readonly RegistrationSummary[];
  /** The console path of a registration's page. */
  hrefOf: (row: RegistrationSummary) => string;
};

/** The registrations as a real table, newest first (the order the server pages in); each name leads to its page. */
export function RegistrationsTable({ rows, hrefOf }: RegistrationsTableProps) {
  return (
    <DataTable
      caption={m.caption}
      captionHidden
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => `${row.kind}:${row.id}`}
      rowHref={hrefOf}
      sort={{ columnId: 'received', direction: 'descending' }}
    />
  );
}
