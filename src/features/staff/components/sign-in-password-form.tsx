import { Form } from '@/design-system/form/form';
import { FormAlert } from '@/design-system/form/form-alert';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { staffSignInRequestSchema, type StaffSignInRequest } from '@/features/staff/api/sign-in-schema';
import { useSignIn } from '@/features/staff/api/sign-in';
import { signInMessages } from '@/features/staff/components/sign-in-messages';
import { useStaffFormFailure } from '@/features/staff/components/use-staff-form-failure';

type SignInPasswordFormProps = {
  /** What was typed before, when the code step sends the visitor back (its challenge expired). */
  typed?: StaffSignInRequest;
  /** A message for the whole form from an earlier step, e.g. that the sign-in took too long. */
  notice?: string;
  /** Called with the challenge the server answered and what was sent, to go on to the code. */
  onPassed: (challenge: string, credentials: StaffSignInRequest) => void;
  /** id of the screen's heading, which names the form. */
  headingId: string;
};

/** The first step: e-mail and password, for the password manager as `username` and `current-password`. */
export function SignInPasswordForm({ typed, notice, onPassed, headingId }: SignInPasswordFormProps) {
  const form = useZodForm(staffSignInRequestSchema, { defaultValues: typed ?? { email: '', password: '' } });
  const signIn = useSignIn();
  const failure = useStaffFormFailure(form, 'password');

  const submit = async (credentials: StaffSignInRequest) => {
    failure.clear();
    try {
      const { challenge } = await signIn.trigger(credentials);
      onPassed(challenge, { email: credentials.email, password: form.getValues('password') });
    } catch (error) {
      failure.show(error);
    }
  };

  return (
    <Form form={form} onSubmit={submit} onInvalid={failure.clear} idPrefix="sign-in" aria-labelledby={headingId}>
      <FormAlert>{failure.message ?? notice}</FormAlert>
      <TextField name="email" label={signInMessages.email} type="email" autoComplete="username" spellCheck={false} required />
      <TextField name="password" label={signInMessages.password} type="password" autoComplete="current-password" spellCheck={false} required />
      <SubmitButton busyLabel={signInMessages.checking}>{signInMessages.continue}</SubmitButton>
    </Form>
  );
}
