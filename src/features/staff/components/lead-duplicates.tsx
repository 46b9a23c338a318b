import { useState } from 'react';
import { PlainButton } from '@/design-system/button/plain-button';
import { TextLink } from '@/design-system/page/page-container';
import { Form } from '@/design-system/form/form';
import { RadioGroupField } from '@/design-system/form/radio-group-field';
import { SubmitButton } from '@/design-system/form/submit-button';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { indiaDateTimeText } from '@/design-system/relative-time/india-date-time';
import type { LeadDetail, LeadDuplicate } from '@/features/staff/api/lead-detail';
import { LEAD_KIND_LABELS } from '@/features/staff/api/lead-status';
import { markDuplicateFormSchema, useMarkLeadDuplicate } from '@/features/staff/api/mark-lead-duplicate';
import { leadMessages } from '@/features/staff/components/lead-messages';
import { leadPath } from '@/features/staff/components/lead-paths';
import { LeadStatusTag } from '@/features/staff/components/lead-status-tag';
import type { LeadOutcomeHandlers } from '@/features/staff/components/use-lead-outcome';
import styles from '@/features/staff/components/lead-page.module.css';
import { useSignedInStaff } from '@/features/staff/components/signed-in-staff';

const m = leadMessages.duplicates;

/** "Callback received 12 Mar 2026, 14:05 IST": a lead named without personal data. */
const describe = (duplicate: Pick<LeadDuplicate, 'kind' | 'receivedAt'>) => `${LEAD_KIND_LABELS[duplicate.kind]} received ${indiaDateTimeText(Date.parse(duplicate.receivedAt))}`;

/** The possible duplicates (same phone or e-mail within 30 days), each linked; mark this lead a duplicate of one, or clear it. */
export function LeadDuplicates({ lead, headingId, onDone, onFailure }: { lead: LeadDetail; headingId: string } & LeadOutcomeHandlers) {
  const { csrfToken } = useSignedInStaff();
  const { trigger } = useMarkLeadDuplicate(lead.id, csrfToken);
  const form = useZodForm(markDuplicateFormSchema, { defaultValues: { originalId: '' } });
  const [clearing, setClearing] = useState(false);
  const original = lead.duplicates.find((duplicate) => duplicate.id === lead.duplicateOf);

  const mark = async (originalId: string | null) => {
    try {
      await trigger({ version: lead.version, originalId });
      onDone(originalId ? m.marked : m.cleared);
    } catch (error) {
      onFailure(error);
    }
  };

  const clear = async () => {
    if (clearing) return;
    setClearing(true);
    await mark(null);
    setClearing(false);
  };

  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{m.intro}</p>
      {lead.duplicateOf && (
        <p className={styles.actionsRow}>
          <span>
            {m.markedOf} <TextLink to={leadPath(lead.duplicateOf)}>{original ? describe(original) : lead.duplicateOf}</TextLink>.
          </span>
          <PlainButton variant="outlined" size="small" aria-disabled={clearing || undefined} onClick={() => void clear()}>
            {m.clear}
          </PlainButton>
        </p>
      )}
      {lead.duplicates.length === 0 ? (
        <p>{m.none}</p>
      ) : (
        <ul className={styles.duplicates}>
          {lead.duplicates.map((duplicate) => (
            <li key={duplicate.id} className={styles.actionsRow}>
              <TextLink to={leadPath(duplicate.id)}>{describe(duplicate)}</TextLink>
              <LeadStatusTag status={duplicate.status} outcome={null} />
            </li>
          ))}
        </ul>
      )}
      {lead.duplicates.length > 0 && !lead.duplicateOf && (
        <Form form={form} aria-labelledby={headingId} idPrefix="lead-duplicate" onSubmit={({ originalId }) => mark(originalId)}>
          <RadioGroupField name="originalId" label={m.mark} options={lead.duplicates.map((duplicate) => ({ value: duplicate.id, label: describe(duplicate) }))} />
          <div>
            <SubmitButton busyLabel={m.busy}>{m.submit}</SubmitButton>
          </div>
        </Form>
      )}
    </div>
  );
}
