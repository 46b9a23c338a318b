import { useEffect } from 'react';
import { Form } from '@/design-system/form/form';
import { RadioGroupField } from '@/design-system/form/radio-group-field';
import { SubmitButton } from '@/design-system/form/submit-button';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { useChangeLeadStatus } from '@/features/staff/api/change-lead-status';
import type { LeadDetail } from '@/features/staff/api/lead-detail';
import { allowedNextStatuses, LEAD_OUTCOME_LABELS, LEAD_OUTCOMES, LEAD_STATUS_LABELS } from '@/features/staff/api/lead-status';
import { leadStatusChangeSchema } from '@/features/staff/api/lead-status-change-schema';
import { leadMessages } from '@/features/staff/components/lead-messages';
import type { LeadOutcomeHandlers } from '@/features/staff/components/use-lead-outcome';
import { useSignedInStaff } from '@/features/staff/components/signed-in-staff';

const outcomeOptions = LEAD_OUTCOMES.map((outcome) => ({ value: outcome, label: LEAD_OUTCOME_LABELS[outcome] }));

/**
 * The next status, among those the lead may move to (a closed lead reopens); with Attempted, what happened. The
 * change carries the version the page shows; the choice stays through a refusal.
 */
export function LeadStatusForm({ lead, headingId, onDone, onFailure }: { lead: LeadDetail; headingId: string } & LeadOutcomeHandlers) {
  const { csrfToken } = useSignedInStaff();
  const { trigger } = useChangeLeadStatus(lead.id, csrfToken);
  const form = useZodForm(leadStatusChangeSchema, { defaultValues: { version: lead.version } });
  const { setValue, watch, reset } = form;
  const status = watch('status');

  // The page may show a newer lead (a change answered, or a 409 brought the fresh one): changes go on from it.
  useEffect(() => setValue('version', lead.version), [lead.version, setValue]);
  useEffect(() => {
    if (status !== 'attempted') setValue('outcome', undefined);
  }, [status, setValue]);

  const now = lead.outcome ? `${LEAD_STATUS_LABELS[lead.status]} (${LEAD_OUTCOME_LABELS[lead.outcome]})` : LEAD_STATUS_LABELS[lead.status];
  const options = allowedNextStatuses(lead.status).map((next) => ({ value: next, label: LEAD_STATUS_LABELS[next] }));

  return (
    <Form
      form={form}
      aria-labelledby={headingId}
      idPrefix="lead-status"
      onSubmit={async ({ version, status: next, outcome }) => {
        try {
          const changed = await trigger({ version, status: next, ...(outcome ? { outcome } : {}) });
          reset({ version: changed.version });
          onDone(leadMessages.status.done(LEAD_STATUS_LABELS[next]));
        } catch (error) {
          onFailure(error);
        }
      }}
    >
      <RadioGroupField name="status" label={leadMessages.status.newStatus} hint={leadMessages.status.now(now)} options={options} inline />
      {status === 'attempted' && <RadioGroupField name="outcome" label={leadMessages.status.outcome} options={outcomeOptions} inline />}
      <div>
        <SubmitButton busyLabel={leadMessages.status.busy}>{leadMessages.status.submit}</SubmitButton>
      </div>
    </Form>
  );
}
