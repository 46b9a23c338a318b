import { useEffect, useId, useState } from 'react';
import { Form } from '@/design-system/form/form';
import { FormAlert } from '@/design-system/form/form-alert';
import { RadioGroupField } from '@/design-system/form/radio-group-field';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { useZodForm } from '@/design-system/form/use-zod-form';
import type { RegistrationDetail } from '@/features/staff/api/registration-detail';
import { registrationReviewSchema, type RegistrationReview } from '@/features/staff/api/registration-review-schema';
import { REGISTRATION_STATUS_LABELS } from '@/features/staff/api/registration-status';
import { useReviewRegistration } from '@/features/staff/api/review-registration';
import { registrationMessages as m } from '@/features/staff/components/registration-messages';
import styles from '@/features/staff/components/registrations.module.css';
import { useStaffFormFailure } from '@/features/staff/components/use-staff-form-failure';

const DECISIONS = [
  { value: 'verified', label: m.verified },
  { value: 'rejected', label: m.rejected },
] as const;

/**
 * Verified, or Rejected with a reason, in the GOV.UK pattern (error summary, messages beside the fields, nothing
 * typed is lost). The review carries the version the page shows; when someone else reviewed first the server
 * refuses it, the page shows their decision and the form says who made it and when.
 */
export function RegistrationReviewForm({ registration }: { registration: RegistrationDetail }) {
  const headingId = useId();
  const { trigger } = useReviewRegistration(registration.kind, registration.id);
  const form = useZodForm(registrationReviewSchema, {
    defaultValues: {
      version: registration.version,
      status: registration.status === 'pending' ? undefined : registration.status,
      reason: registration.reason ?? '',
    },
  });
  const failure = useStaffFormFailure(form);
  const [saved, setSaved] = useState('');
  const { setValue } = form;

  useEffect(() => {
    setValue('version', registration.version);
  }, [setValue, registration.version]);

  const rejecting = form.watch('status') === 'rejected';

  const submit = async (review: RegistrationReview) => {
    failure.clear();
    setSaved('');
    try {
      const answer = await trigger(review);
      setSaved(m.saved(REGISTRATION_STATUS_LABELS[answer.status]));
    } catch (error) {
      failure.show(error);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{m.reviewHeading}</h2>
      <Form form={form} onSubmit={submit} aria-labelledby={headingId} idPrefix="review" className={styles.reviewForm}>
        <FormAlert>{failure.message}</FormAlert>
        <RadioGroupField name="status" label={m.decision} options={DECISIONS} required />
        {rejecting && <TextField name="reason" label={m.reasonLabel} hint={m.reasonHint} multiline rows={3} required />}
        <SubmitButton busyLabel={m.saving}>{m.save}</SubmitButton>
        <p role="status">{saved}</p>
      </Form>
    </section>
  );
}
