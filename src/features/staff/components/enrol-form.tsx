import { Form } from '@/design-system/form/form';
import { FormAlert } from '@/design-system/form/form-alert';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { ApiError } from '@/lib/api-client';
import { useCompleteEnrolment } from '@/features/staff/api/complete-enrolment';
import { enrolmentRequestSchema, type EnrolmentDetails, type EnrolmentRequest } from '@/features/staff/api/enrolment-schema';
import { enrolMessages } from '@/features/staff/components/enrol-messages';
import { TotpKey } from '@/features/staff/components/totp-key';
import { useStaffFormFailure } from '@/features/staff/components/use-staff-form-failure';

type EnrolFormProps = {
  token: string;
  details: EnrolmentDetails;
  /** Called with the recovery codes the server answered, shown once. */
  onEnrolled: (recoveryCodes: string[]) => void;
  /** Called with the server's message when the link stopped working meanwhile (used in another tab, expired). */
  onLinkNotValid: (message: string) => void;
  headingId: string;
};

/** The password, the key to add to an app, and the app's first code to prove it was added. */
export function EnrolForm({ token, details, onEnrolled, onLinkNotValid, headingId }: EnrolFormProps) {
  const form = useZodForm(enrolmentRequestSchema, { defaultValues: { password: '', code: '' } });
  const complete = useCompleteEnrolment(token);
  const failure = useStaffFormFailure(form);

  const submit = async (request: EnrolmentRequest) => {
    failure.clear();
    try {
      const { recoveryCodes } = await complete.trigger(request);
      onEnrolled(recoveryCodes);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404 && error.serverMessage) onLinkNotValid(error.serverMessage);
      else failure.show(error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} onInvalid={failure.clear} idPrefix="enrol" aria-labelledby={headingId}>
      <FormAlert>{failure.message}</FormAlert>
      <h2>{enrolMessages.passwordStep}</h2>
      <TextField name="password" label={enrolMessages.password} hint={enrolMessages.passwordHint} type="password" autoComplete="new-password" spellCheck={false} required />
      <h2>{enrolMessages.appStep}</h2>
      <p>{enrolMessages.appStepIntro}</p>
      <TotpKey secret={details.secret} qrSvg={details.qrSvg} email={details.email} />
      <TextField name="code" label={enrolMessages.code} hint={enrolMessages.codeHint} autoComplete="one-time-code" inputMode="numeric" spellCheck={false} required />
      <SubmitButton busyLabel={enrolMessages.submitting}>{enrolMessages.submit}</SubmitButton>
    </Form>
  );
}
