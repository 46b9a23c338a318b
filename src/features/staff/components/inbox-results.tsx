import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { DataTableSkeleton } from '@/design-system/data-table/data-table-skeleton';
import { Pager } from '@/design-system/pager/pager';
import { ApiError } from '@/lib/api-client';
import type { LeadList } from '@/features/staff/api/lead-summary';
import { INBOX_HEADERS, InboxTable } from '@/features/staff/components/inbox-table';
import { inboxMessages } from '@/features/staff/components/inbox-messages';
import { leadPath } from '@/features/staff/components/lead-paths';
import styles from '@/features/staff/components/inbox-results.module.css';

type InboxResultsProps = {
  /** The list's SWR response. */
  response: { data?: LeadList; error?: unknown; isLoading: boolean; mutate: () => unknown };
  /** Whether any filter is applied (the empty message says so). */
  filtered: boolean;
  /** The signed-in staff member's e-mail. */
  myEmail: string | undefined;
  /** Leads that arrived live since the person last looked. */
  unseenIds: ReadonlySet<string>;
  /** Paging: absent on the newest or the oldest page. */
  onNewer?: () => void;
  onOlder?: () => void;
  /** "Page 2", when known. */
  position?: string;
};

/** A refused filter (400) has the server's own words (the spec's); anything else says the list could not be loaded. */
const errorMessage = (error: unknown) => (error instanceof ApiError && error.status === 400 && error.serverMessage ? error.serverMessage : inboxMessages.failed);

/** The list's three states (a skeleton sized like a page of rows, the error, the empty message), then the table and pager. */
export function InboxResults({ response, filtered, myEmail, unseenIds, onNewer, onOlder, position }: InboxResultsProps) {
  const status = dataStateOf(response, {
    errorMessage,
    emptyMessage: filtered ? inboxMessages.empty : inboxMessages.emptyInbox,
    isEmpty: (page) => page.leads.length === 0 && !onNewer,
    skeleton: <DataTableSkeleton headers={INBOX_HEADERS} rows={10} firstCellLines={2} />,
    onRetry: () => void response.mutate(),
    retryLabel: inboxMessages.tryAgain,
  });
  // The previous page stays in sight while the next one loads: marked busy, so nobody acts on rows about to go.
  const turning = response.isLoading && response.data !== undefined;
  return (
    <DataState status={status} loadingLabel={inboxMessages.loading}>
      <div aria-busy={turning || undefined} className={turning ? styles.turning : undefined}>
        <InboxTable leads={response.data?.leads ?? []} myEmail={myEmail} unseenIds={unseenIds} leadHref={leadPath} />
      </div>
      <Pager label={inboxMessages.pagerLabel} onNewer={onNewer} onOlder={onOlder} position={position} />
    </DataState>
  );
}
