import { useSearchParams } from 'react-router-dom';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { ApiError } from '@/lib/api-client';
import { useVitalsReport } from '@/features/staff/api/get-vitals-report';
import { onSpeedDevice, speedFiltersOf, speedSearchOf, type SpeedFilters as SpeedFilterValues } from '@/features/staff/api/speed-filters-schema';
import { useSignedInStaff } from '@/features/staff/components/signed-in-staff';
import { SpeedAbout } from '@/features/staff/components/speed-about';
import { SpeedFilters } from '@/features/staff/components/speed-filters';
import { speedMessages as m } from '@/features/staff/components/speed-messages';
import { SpeedReport } from '@/features/staff/components/speed-report';
import { SpeedSkeleton } from '@/features/staff/components/speed-skeleton';
import styles from '@/features/staff/screens/staff-screen.module.css';

/** A refusal says what the server could not read or would not show; anything else, that loading failed. */
const loadFailure = (error: unknown) => (error instanceof ApiError && error.status < 500 && error.serverMessage) || m.loadFailed;

/**
 * /staff/speed (supervisors and admins): the Core Web Vitals measured on visitors' devices, as the Chrome UX Report
 * gives them (issue 42, docs/field-speed.md). The period, device and chart metric are kept in the address. An agent
 * is told the page is not theirs, without asking the server (it would refuse).
 */
export function SpeedScreen() {
  const { role } = useSignedInStaff();
  const mayRead = role === 'supervisor' || role === 'admin';
  return (
    <PageContainer>
      <div className={styles.stack}>
        <PageHeading>{m.heading}</PageHeading>
        {mayRead ? <SpeedPage /> : <p>{m.supervisorsOnly}</p>}
      </div>
    </PageContainer>
  );
}

function SpeedPage() {
  const [params, setParams] = useSearchParams();
  const filters = speedFiltersOf(params);
  const response = useVitalsReport({ days: filters.days });
  const { data, mutate } = response;
  const rows = data?.rows.filter(onSpeedDevice(filters.device)) ?? [];
  const change = (next: Partial<SpeedFilterValues>) => setParams(speedSearchOf({ ...filters, ...next }));

  const status = dataStateOf(response, {
    errorMessage: loadFailure,
    emptyMessage: m.empty(filters.days, filters.device),
    isEmpty: (report) => report.rows.filter(onSpeedDevice(filters.device)).length === 0,
    skeleton: <SpeedSkeleton />,
    onRetry: () => void mutate(),
  });

  return (
    <>
      <PageIntro>{m.intro(filters.days)}</PageIntro>
      <SpeedAbout />
      <SpeedFilters values={filters} onChange={change} />
      <DataState status={status} loadingLabel={m.loading}>
        {data && <SpeedReport report={data} rows={rows} filters={filters} onMetricChange={(metric) => change({ metric })} />}
      </DataState>
    </>
  );
}
