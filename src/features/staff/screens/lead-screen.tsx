import { useId, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { DataState } from '@/design-system/data-state/data-state';
import { dataStateOf } from '@/design-system/data-state/data-status';
import { FormStatus } from '@/design-system/form/form-status';
import { ProblemSummary } from '@/design-system/form/problem-summary';
import { PageContainer } from '@/design-system/page/page-container';
import { PageHeading } from '@/design-system/page/page-heading';
import { TextLink } from '@/design-system/page/page-container';
import { ApiError } from '@/lib/api-client';
import { useLead } from '@/features/staff/api/get-lead';
import type { LeadDetail } from '@/features/staff/api/lead-detail';
import { LEAD_KIND_LABELS } from '@/features/staff/api/lead-status';
import { inboxReturnSearch } from '@/features/staff/components/inbox-location';
import { LeadAssignment } from '@/features/staff/components/lead-assignment';
import { LeadDuplicates } from '@/features/staff/components/lead-duplicates';
import { LeadFields } from '@/features/staff/components/lead-fields';
import { leadMessages } from '@/features/staff/components/lead-messages';
import { LeadNotes } from '@/features/staff/components/lead-notes';
import { LeadOverview } from '@/features/staff/components/lead-overview';
import { INBOX_PATH } from '@/features/staff/components/lead-paths';
import { LeadScreenSkeleton } from '@/features/staff/components/lead-screen-skeleton';
import { LeadStatusForm } from '@/features/staff/components/lead-status-form';
import { useSignedInStaff } from '@/features/staff/components/signed-in-staff';
import { useLeadOutcome } from '@/features/staff/components/use-lead-outcome';
import styles from '@/features/staff/components/lead-page.module.css';

/** Not found (404) and someone else's lead (403): answers a retry would not change. */
const isRefusal = (error: unknown): error is ApiError => error instanceof ApiError && (error.status === 404 || error.status === 403);

/** A refusal has the server's words; anything else says the lead could not be loaded. */
const errorMessage = (error: unknown) => (isRefusal(error) && error.serverMessage ? error.serverMessage : leadMessages.failed);

/** A titled part of the page. */
function Part({ title, children }: { title: string; children: (headingId: string) => ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.subheading}>
        {title}
      </h2>
      {children(headingId)}
    </section>
  );
}

/** The lead's parts, once loaded; its forms stay mounted when a change (or a refusal's fresh lead) replaces it, so nothing typed is lost. */
function LeadParts({ lead }: { lead: LeadDetail }) {
  const session = useSignedInStaff();
  const { news, problem, handlers } = useLeadOutcome();
  return (
    <>
      <ProblemSummary message={problem?.message} occurrence={problem?.occurrence} />
      <FormStatus>{news}</FormStatus>
      <LeadOverview lead={lead} myEmail={session.email} />
      <div className={styles.columns}>
        <div className={styles.page}>
          <Part title={leadMessages.fields.heading}>{() => <LeadFields lead={lead} onFailure={handlers.onFailure} />}</Part>
          <Part title={leadMessages.status.heading}>{(headingId) => <LeadStatusForm lead={lead} headingId={headingId} {...handlers} />}</Part>
          <Part title={leadMessages.assignment.heading}>{(headingId) => <LeadAssignment lead={lead} session={session} headingId={headingId} {...handlers} />}</Part>
        </div>
        <div className={styles.page}>
          <Part title={leadMessages.notes.heading}>{(headingId) => <LeadNotes lead={lead} headingId={headingId} {...handlers} />}</Part>
          <Part title={leadMessages.duplicates.heading}>{(headingId) => <LeadDuplicates lead={lead} headingId={headingId} {...handlers} />}</Part>
        </div>
      </div>
    </>
  );
}

/** /staff/leads/:id: every field as received, its status, assignment, notes and possible duplicates. */
export function LeadScreen() {
  const { id = '' } = useParams();
  const response = useLead(id);
  const lead = response.data;
  const status = dataStateOf(response, {
    errorMessage,
    skeleton: <LeadScreenSkeleton />,
    ...(!isRefusal(response.error) && { onRetry: () => void response.mutate(), retryLabel: leadMessages.tryAgain }),
  });
  return (
    <PageContainer>
      <div className={styles.page}>
        <p className={styles.muted}>
          <TextLink to={`${INBOX_PATH}${inboxReturnSearch()}`}>{leadMessages.backToInbox}</TextLink>
        </p>
        <PageHeading>{lead ? (lead.name ? `${LEAD_KIND_LABELS[lead.kind]}: ${lead.name}` : LEAD_KIND_LABELS[lead.kind]) : leadMessages.heading}</PageHeading>
        <DataState status={status} loadingLabel={leadMessages.loading}>
          {lead && <LeadParts key={lead.id} lead={lead} />}
        </DataState>
      </div>
    </PageContainer>
  );
}
