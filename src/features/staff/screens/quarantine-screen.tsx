import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { DataTableSkeleton } from '@/design-system/data-table/data-table-skeleton';
import { ConfirmDialog } from '@/design-system/dialog/confirm-dialog';
import { FormStatus } from '@/design-system/form/form-status';
import { ProblemSummary } from '@/design-system/form/problem-summary';
import { PageContainer, PageIntro } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { ApiError } from '@/lib/api-client';
import { useQuarantine } from '@/features/staff/api/get-quarantine';
import { KeysetPager, useKeysetPages } from '@/features/staff/components/keyset-pages';
import { quarantineMessages as m } from '@/features/staff/components/quarantine-messages';
import { QUARANTINE_HEADERS, QuarantineTable } from '@/features/staff/components/quarantine-table';
import { useSignedInStaff } from '@/features/staff/components/signed-in-staff';
import { useQuarantineActions } from '@/features/staff/components/use-quarantine-actions';
import styles from '@/features/staff/screens/staff-screen.module.css';

/** A refusal says what the server could not read (a page link); anything else, that loading failed. */
const loadFailure = (error: unknown) => (error instanceof ApiError && error.status < 500 && error.serverMessage) || m.loadFailed;

/**
 * /staff/quarantine (every role): requests the bot signals kept out of the inbox (docs/bots.md), newest first, a
 * keyset page at a time, with why each was held back. Release sends one to the inbox; supervisors and admins may
 * delete one, after confirming. Each outcome is said in a polite status; a refusal in a focused error summary.
 */
export function QuarantineScreen() {
  const session = useSignedInStaff();
  const mayDelete = session.role === 'supervisor' || session.role === 'admin';
  const pages = useKeysetPages<string>();
  const response = useQuarantine({ before: pages.cursor });
  const { data, mutate } = response;
  const actions = useQuarantineActions(data?.leads ?? [], session.csrfToken);
  const { confirming } = actions;

  const status = dataStateOf(response, {
    errorMessage: loadFailure,
    emptyMessage: m.empty,
    isEmpty: (page) => page.leads.length === 0 && pages.position === 1,
    skeleton: <DataTableSkeleton headers={QUARANTINE_HEADERS} rows={10} firstCellLines={2} />,
    onRetry: () => void mutate(),
  });

  return (
    <PageContainer>
      <div className={styles.stack}>
        <PageHeading>{m.heading}</PageHeading>
        <PageIntro>{m.intro}</PageIntro>
        <ProblemSummary message={actions.problem?.message} occurrence={actions.problem?.occurrence} />
        <FormStatus>{actions.news}</FormStatus>
        <DataState status={status} loadingLabel={m.loading}>
          {data && <QuarantineTable leads={data.leads} mayDelete={mayDelete} busy={actions.busy} onRelease={actions.onRelease} onDelete={actions.onDelete} />}
        </DataState>
        <KeysetPager pages={pages} nextBefore={data?.nextBefore} label={m.pagerLabel} positionText={m.page} />
      </div>
      <ConfirmDialog
        open={confirming !== undefined}
        title={m.confirmTitle}
        description={confirming && m.confirmText(confirming.kind, confirming.name, confirming.phone)}
        confirmLabel={m.delete}
        busyLabel={m.deleting}
        cancelLabel={m.cancel}
        tone="error"
        busy={actions.busy?.action === 'delete'}
        onConfirm={actions.confirmDelete}
        onCancel={actions.cancelDelete}
      />
    </PageContainer>
  );
}
