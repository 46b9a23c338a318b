import { useState } from 'react';
import type { DefaultValues } from 'react-hook-form';
import { DateField } from '@/design-system/form/date-field';
import { Form } from '@/design-system/form/form';
import { FormAlert } from '@/design-system/form/form-alert';
import { FormStatus } from '@/design-system/form/form-status';
import { Honeypot } from '@/design-system/form/honeypot';
import { SelectField } from '@/design-system/form/select-field';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { useToast } from '@/design-system/toast/use-toast';
import { TOAST_DURATION_MS } from '@/lib/constants';
import {
  APPOINTMENT_DEPARTMENTS,
  APPOINTMENT_TIME_SLOTS,
  appointmentFormSchemaWith,
  toAppointmentRequest,
  todayInIndia,
  type AppointmentForm as AppointmentFormData,
  type AppointmentFormValues,
} from '@/features/leads/api/appointment-schema';
import { appointmentValidationMessages } from '@/features/leads/api/appointment-validation-messages';
import { APPOINTMENT_BOOKED, appointmentFailureMessage, useCreateAppointment } from '@/features/leads/api/create-appointment';
import { LEAD_SAVED_OFFLINE, leadFailureMessage } from '@/features/leads/api/queued-leads';
import { useLeadSubmission } from '@/features/leads/components/use-lead-submission';
import { TenDigitPhoneField } from '@/features/leads/components/ten-digit-phone-field';
import { firstFailedCheck } from '@/features/leads/components/first-failed-check';
import { appointmentChecks } from '@/features/leads/components/lead-checks';
import { appointmentMessages as m } from '@/features/leads/components/appointment-messages';

// The two selects start on their placeholder (no value), which the schema reports as a missing field.
const emptyAppointment: DefaultValues<AppointmentFormValues> = { fullName: '', email: '', phone: '', preferredDate: '' };
const appointmentFormSchema = appointmentFormSchemaWith(appointmentValidationMessages);
// The API takes the spec's English values; the visitor reads them in the page's language.
const asOptions = <V extends string>(values: readonly V[], labels: Readonly<Record<V, string>>) => values.map((value) => ({ value, label: labels[value] }));

type AppointmentFormProps = {
  /** id of the heading that names the form. */
  labelledBy: string;
  /** Called after the booking succeeded (the toast is already showing). */
  onBooked: () => void;
};

/** The appointment request of spec §3: checks in the spec's order, 'Booking...' while sending. */
export function AppointmentForm({ labelledBy, onBooked }: AppointmentFormProps) {
  const form = useZodForm(appointmentFormSchema, { defaultValues: emptyAppointment });
  const { trigger } = useCreateAppointment();
  const toast = useToast();
  const [failure, setFailure] = useState<string>();
  const submission = useLeadSubmission('appointment', {
    onSavedSent: () => form.reset(emptyAppointment),
    onSavedRefused: (refusal) => setFailure(leadFailureMessage('appointment', refusal)),
  });

  const book = async (values: AppointmentFormData) => {
    setFailure(undefined);
    const request = toAppointmentRequest(values);
    try {
      const result = await submission.submit(request, (idempotencyKey, sending) => trigger({ request, idempotencyKey, sending }));
      if (result.status === 'queued') {
        toast.info(LEAD_SAVED_OFFLINE);
        return;
      }
    } catch (error) {
      const message = appointmentFailureMessage(error);
      setFailure(message);
      toast.error(message);
      return;
    }
    toast.success(APPOINTMENT_BOOKED, { duration: TOAST_DURATION_MS });
    form.reset(emptyAppointment);
    onBooked();
  };

  return (
    <Form form={form} onSubmit={book} onInvalid={() => setFailure(undefined)} idPrefix="appointment" aria-labelledby={labelledBy}>
      <FormAlert>{failure ?? firstFailedCheck(form.formState.errors, appointmentChecks)}</FormAlert>
      <TextField name="fullName" label={m.fullName} autoComplete="name" spellCheck={false} required />
      <TextField name="email" label={m.email} type="email" autoComplete="email" spellCheck={false} required />
      <TenDigitPhoneField />
      <DateField name="preferredDate" label={m.preferredDate} min={todayInIndia()} required />
      <SelectField name="preferredTime" label={m.preferredTime} placeholder={m.timePlaceholder} options={asOptions(APPOINTMENT_TIME_SLOTS, m.timeSlots)} required />
      <SelectField name="department" label={m.department} placeholder={m.departmentPlaceholder} options={asOptions(APPOINTMENT_DEPARTMENTS, m.departments)} required />
      <SubmitButton busyLabel={m.booking} fullWidth>
        {m.confirm}
      </SubmitButton>
      <FormStatus>{submission.status}</FormStatus>
      <Honeypot inputRef={submission.trapRef} />
    </Form>
  );
}
