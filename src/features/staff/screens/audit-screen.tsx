import { useSearchParams } from 'react-router-dom';
import { DataTableSkeleton } from '@/design-system/data-table/data-table-skeleton';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { ApiError } from '@/lib/api-client';
import type { AuditFilters as AuditFilterValues } from '@/features/staff/api/audit-filters-schema';
import { auditLogKey, useAuditLog, type AuditLogQuery } from '@/features/staff/api/get-audit-log';
import { useStaffMembers } from '@/features/staff/api/get-staff-members';
import { AuditFilters } from '@/features/staff/components/audit-filters';
import { auditMessages as m } from '@/features/staff/components/audit-messages';
import { KeysetPager, useKeysetPages } from '@/features/staff/components/keyset-pages';
import { useSignedInStaff } from '@/features/staff/components/signed-in-staff';
import { AuditTable } from '@/features/staff/components/audit-table';
import styles from '@/features/staff/screens/staff-screen.module.css';

const HEADERS = Object.values(m.columns);
const SKELETON_ROWS = 10;

/** A refusal says what the server could not read (a filter in the address); anything else, that loading failed. */
const loadFailure = (error: unknown) => (error instanceof ApiError && error.status < 500 && error.serverMessage) || m.loadFailed;

/**
 * /staff/audit (admins): the append-only audit log, newest first, filtered by day, action and who acted (kept in
 * the address), one keyset page at a time. Another role is told so, without asking the server (it would refuse).
 */
export function AuditScreen() {
  const { role } = useSignedInStaff();
  if (role === 'admin') return <AuditLog />;
  return (
    <PageContainer>
      <div className={styles.stack}>
        <PageHeading>{m.heading}</PageHeading>
        <p>{m.adminsOnly}</p>
      </div>
    </PageContainer>
  );
}

function AuditLog() {
  const [params, setParams] = useSearchParams();
  const filters: AuditFilterValues = { since: params.get('since') ?? '', action: params.get('action') ?? '', actor: params.get('actor') ?? '' };
  const pages = useKeysetPages<number>();
  const response = useAuditLog({ ...filters, before: pages.cursor?.toString() });
  const { data, mutate } = response;
  const staff = useStaffMembers().data?.staff ?? [];

  const apply = (query: AuditLogQuery) => {
    pages.restart();
    // The same filters again read the newest entries again.
    if (auditLogKey(query) === auditLogKey(filters)) void mutate();
    setParams(Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1]))));
  };

  const status = dataStateOf(response, {
    errorMessage: loadFailure,
    emptyMessage: m.empty,
    isEmpty: (page) => page.entries.length === 0,
    skeleton: <DataTableSkeleton headers={HEADERS} rows={SKELETON_ROWS} />,
    onRetry: () => void mutate(),
  });

  return (
    <PageContainer>
      <div className={styles.stack}>
        <PageHeading>{m.heading}</PageHeading>
        <PageIntro>{m.intro}</PageIntro>
        <AuditFilters values={filters} staff={staff} onApply={apply} />
        <DataState status={status} loadingLabel={m.loading}>
          {data && <AuditTable entries={data.entries} />}
        </DataState>
        <KeysetPager pages={pages} nextBefore={data?.nextBefore} label={m.pagerLabel} positionText={m.page} />
      </div>
    </PageContainer>
  );
}
