import { useSearchParams } from 'react-router-dom';
import { DataTableSkeleton } from '@/design-system/data-table/data-table-skeleton';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { ApiError } from '@/lib/api-client';
import { useRegistrations } from '@/features/staff/api/get-registrations';
import { REGISTRATIONS_PAGE_SIZE } from '@/features/staff/api/registration-query-schema';
import { KeysetPager, useKeysetPages } from '@/features/staff/components/keyset-pages';
import { RegistrationFilters, type RegistrationFilterValues } from '@/features/staff/components/registration-filters';
import { registrationMessages as m } from '@/features/staff/components/registration-messages';
import { registrationConsolePath } from '@/features/staff/components/registration-paths';
import { RegistrationsTable } from '@/features/staff/components/registrations-table';
import styles from '@/features/staff/screens/staff-screen.module.css';

const HEADERS = Object.values(m.columns);

/** A refusal says what the server could not read (a filter in the address); anything else, that loading failed. */
const loadFailure = (error: unknown) => (error instanceof ApiError && error.status < 500 && error.serverMessage) || m.loadFailed;

/**
 * /staff/registrations: every patient, doctor and hospital registration, newest first, filtered by kind and status
 * (kept in the address), one keyset page at a time. Mobile numbers and e-mails come masked.
 */
export function RegistrationsScreen() {
  const [params, setParams] = useSearchParams();
  const filters: RegistrationFilterValues = { kind: params.get('kind') ?? '', status: params.get('status') ?? '' };
  const pages = useKeysetPages<string>();
  const response = useRegistrations({ ...filters, before: pages.cursor });
  const { data, mutate } = response;

  const changeFilters = (next: RegistrationFilterValues) => {
    pages.restart();
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')));
  };

  const status = dataStateOf(response, {
    errorMessage: loadFailure,
    emptyMessage: m.empty,
    isEmpty: (page) => page.registrations.length === 0,
    skeleton: <DataTableSkeleton headers={HEADERS} rows={Math.min(10, REGISTRATIONS_PAGE_SIZE)} />,
    onRetry: () => void mutate(),
  });

  return (
    <PageContainer>
      <div className={styles.stack}>
        <PageHeading>{m.listHeading}</PageHeading>
        <PageIntro>{m.listIntro}</PageIntro>
        <RegistrationFilters values={filters} onChange={changeFilters} />
        <DataState status={status} loadingLabel={m.loading}>
          {data && <RegistrationsTable rows={data.registrations} hrefOf={(row) => registrationConsolePath(row.kind, row.id)} />}
        </DataState>
        <KeysetPager pages={pages} nextBefore={data?.nextBefore} label={m.pagerLabel} positionText={m.page} />
      </div>
    </PageContainer>
  );
}
