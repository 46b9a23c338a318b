import { useCallback } from 'react';
import { ShortcutHelp } from '@/design-system/keyboard-shortcuts/shortcut-help';
import { PageContainer } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { useAssignees } from '@/features/staff/api/get-assignees';
import { leadsKey, useLeads } from '@/features/staff/api/get-leads';
import type { LeadSummary } from '@/features/staff/api/lead-summary';
import { useLiveLeads } from '@/features/staff/api/use-live-leads';
import { InboxExportLinks } from '@/features/staff/components/inbox-export-links';
import { assigneeOptionsFor, filterMessages } from '@/features/staff/components/inbox-filter-options';
import { INBOX_FILTERS_HEADING_ID, InboxFilters } from '@/features/staff/components/inbox-filters';
import { InboxLiveStatus } from '@/features/staff/components/inbox-live-status';
import { inboxMessages } from '@/features/staff/components/inbox-messages';
import { InboxResults } from '@/features/staff/components/inbox-results';
import { leadMatchesQuery } from '@/features/staff/components/lead-matches-query';
import { INBOX_PATH } from '@/features/staff/components/lead-paths';
import { useSignedInStaff } from '@/features/staff/components/signed-in-staff';
import { INBOX_SHORTCUTS, useInboxShortcuts } from '@/features/staff/components/use-inbox-shortcuts';
import { useInboxLocation } from '@/features/staff/components/use-inbox-paging';
import styles from '@/features/staff/screens/inbox-screen.module.css';

/**
 * /staff: appointments, callbacks and contact messages in one list, newest first, a page at a time; filters in
 * the address; new leads arrive live. Keyboard first: "/" searches, "j" and "k" move between leads, Enter opens one.
 */
export function InboxScreen() {
  const session = useSignedInStaff();
  const supervising = session.role === 'supervisor' || session.role === 'admin';
  const { data: staff } = useAssignees(supervising);
  const inbox = useInboxLocation();
  const { query, before } = inbox;
  const response = useLeads({ ...query, before });
  const shortcuts = useInboxShortcuts();

  const firstPageKey = leadsKey(query);
  const queryKey = JSON.stringify(query);
  const myEmail = session.email;
  const matches = useCallback((lead: LeadSummary) => leadMatchesQuery(lead, JSON.parse(queryKey), myEmail, Date.now()), [queryKey, myEmail]);
  const live = useLiveLeads({ firstPageKey, matches });

  const nextBefore = response.data?.nextBefore;
  return (
    <PageContainer>
      <div className={styles.page}>
        <div className={styles.top}>
          <PageHeading>{inboxMessages.heading}</PageHeading>
          <InboxLiveStatus status={live.status} onReconnect={live.reconnect} announcement={live.announcement} />
          <ShortcutHelp shortcuts={INBOX_SHORTCUTS} enabled={shortcuts.enabled} onEnabledChange={shortcuts.setEnabled} />
        </div>
        <section aria-labelledby={INBOX_FILTERS_HEADING_ID} className={styles.filters}>
          <h2 id={INBOX_FILTERS_HEADING_ID} className={styles.subheading}>
            {inboxMessages.filtersHeading}
          </h2>
          <InboxFilters
            query={query}
            onApply={inbox.applyFilters}
            assigneeOptions={assigneeOptionsFor(supervising ? staff : undefined)}
            anyoneLabel={supervising ? filterMessages.anyone : filterMessages.anyoneForAgent}
            clearHref={INBOX_PATH}
          />
          {supervising && <InboxExportLinks query={query} />}
        </section>
        <InboxResults
          response={response}
          filtered={Object.keys(query).length > 0}
          myEmail={myEmail}
          unseenIds={live.unseenIds}
          onNewer={before === undefined ? undefined : inbox.newer}
          onOlder={nextBefore ? () => inbox.older(nextBefore) : undefined}
          position={inbox.position}
        />
      </div>
    </PageContainer>
  );
}
