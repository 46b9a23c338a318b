import { useState } from 'react';
import { PlainButton } from '@/design-system/button/plain-button';
import { Form } from '@/design-system/form/form';
import { SelectField } from '@/design-system/form/select-field';
import { SubmitButton } from '@/design-system/form/submit-button';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { assignLeadFormSchema, NOBODY, useAssignLead } from '@/features/staff/api/assign-lead';
import { useClaimLead } from '@/features/staff/api/claim-lead';
import { useAssignees } from '@/features/staff/api/get-assignees';
import type { LeadDetail } from '@/features/staff/api/lead-detail';
import type { StaffSession } from '@/features/staff/api/staff-session';
import { leadMessages } from '@/features/staff/components/lead-messages';
import type { LeadOutcomeHandlers } from '@/features/staff/components/use-lead-outcome';
import styles from '@/features/staff/components/lead-page.module.css';

const m = leadMessages.assignment;

type LeadAssignmentProps = LeadOutcomeHandlers & {
  lead: LeadDetail;
  session: StaffSession;
  headingId: string;
};

/** Who has the lead; "Claim this lead" (an agent only while nobody has it); supervisors and admins assign it to anyone or nobody. */
export function LeadAssignment({ lead, session, headingId, onDone, onFailure }: LeadAssignmentProps) {
  const supervising = session.role === 'supervisor' || session.role === 'admin';
  const mine = lead.assignee?.email === session.email;
  const claim = useClaimLead(lead.id, session.csrfToken);
  const assign = useAssignLead(lead.id, session.csrfToken);
  const { data: staff } = useAssignees(supervising);
  const form = useZodForm(assignLeadFormSchema, { defaultValues: { assigneeId: '' } });
  const [claiming, setClaiming] = useState(false);

  const claimLead = async () => {
    if (claiming) return;
    setClaiming(true);
    try {
      await claim.trigger({ version: lead.version });
      onDone(m.claimed);
    } catch (error) {
      onFailure(error);
    } finally {
      setClaiming(false);
    }
  };

  const options = [{ value: NOBODY, label: m.nobody }, ...(staff ?? []).map((member) => ({ value: member.id, label: member.email }))];
  return (
    <div className={styles.stack}>
      <p>{lead.assignee === null ? m.nobodyHasIt : mine ? m.yours : m.theirs(lead.assignee.email)}</p>
      {!mine && (lead.assignee === null || supervising) && (
        <div>
          <PlainButton aria-disabled={claiming || undefined} onClick={() => void claimLead()}>
            {claiming ? m.claiming : m.claim}
          </PlainButton>
        </div>
      )}
      {supervising && (
        <Form
          form={form}
          aria-labelledby={headingId}
          idPrefix="lead-assign"
          onSubmit={async ({ assigneeId }) => {
            try {
              const changed = await assign.trigger({ version: lead.version, assigneeId });
              onDone(m.assigned(changed.assignee?.email ?? m.nobody));
            } catch (error) {
              onFailure(error);
            }
          }}
        >
          <SelectField name="assigneeId" label={m.assignTo} options={options} placeholder={m.choose} />
          <div>
            <SubmitButton busyLabel={m.busy}>{m.submit}</SubmitButton>
          </div>
        </Form>
      )}
    </div>
  );
}
