import { useId } from 'react';
import { DateField } from '@/design-system/form/date-field';
import { Form } from '@/design-system/form/form';
import { SelectField } from '@/design-system/form/select-field';
import { SubmitButton } from '@/design-system/form/submit-button';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { AUDIT_ACTION_LABELS } from '@/features/staff/api/audit-actions';
import { auditFiltersSchema, type AuditFilters as AuditFilterValues } from '@/features/staff/api/audit-filters-schema';
import { AUDIT_SYSTEM_ACTOR } from '@/features/staff/api/audit-schema';
import type { AuditLogQuery } from '@/features/staff/api/get-audit-log';
import type { StaffMember } from '@/features/staff/api/staff-members';
import { auditMessages as m } from '@/features/staff/components/audit-messages';
import styles from '@/features/staff/components/audit.module.css';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTION_LABELS).map(([value, label]) => ({ value, label }));

export type AuditFiltersProps = {
  /** The filters in force (from the page's address). */
  values: AuditFilterValues;
  /** Every staff member, for "Done by"; empty while they load. */
  staff: readonly Pick<StaffMember, 'id' | 'email'>[];
  /** Called with the query once the form is submitted and valid. */
  onApply: (query: AuditLogQuery) => void;
};

/**
 * Since (a day, India time), action and who did it; applied when submitted, not on every change: each read of the
 * log is itself an audit entry.
 */
export function AuditFilters({ values, staff, onApply }: AuditFiltersProps) {
  const headingId = useId();
  const form = useZodForm(auditFiltersSchema, { values });
  const actorOptions = [{ value: AUDIT_SYSTEM_ACTOR, label: m.server }, ...staff.map((member) => ({ value: member.id, label: member.email }))];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {m.filtersHeading}
      </h2>
      <Form form={form} onSubmit={onApply} aria-labelledby={headingId} idPrefix="audit-filter">
        <div className={styles.filters}>
          <DateField name="since" label={m.since} hint={m.sinceHint} />
          <SelectField name="action" label={m.action} options={ACTION_OPTIONS} placeholder={m.anyAction} />
          <SelectField name="actor" label={m.actor} options={actorOptions} placeholder={m.anyone} />
          <div>
            <SubmitButton>{m.show}</SubmitButton>
          </div>
        </div>
      </Form>
    </section>
  );
}
