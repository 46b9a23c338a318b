import type { UseFormReturn } from 'react-hook-form';
import { Form } from '@/design-system/form/form';
import { FormAlert } from '@/design-system/form/form-alert';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import type { LoginRequest } from '@/features/auth/api/credentials-schema';
import { authModes, type AuthMode } from '@/features/auth/components/auth-mode';
import { PasswordField } from '@/features/auth/components/password-field';

export type CredentialsForm = UseFormReturn<LoginRequest, unknown, LoginRequest>;

type AuthFormProps = {
  /** Which call the form makes, and the password's hint and autocomplete. */
  mode: AuthMode;
  /** The form instance; the screen owns it so switching modes can keep the e-mail. */
  form: CredentialsForm;
  /** Sends the parsed credentials. */
  onSubmit: (credentials: LoginRequest) => Promise<void>;
  /** Called when the schema refuses the values. */
  onInvalid: () => void;
  /** The failed request's message, shown in the form's red box. */
  failure?: string;
  /** Submitting, or logged in and about to leave: the button reads 'Submitting...'. */
  busy: boolean;
};

/** E-mail and password, both required, checked by the mode's schema. */
export function AuthForm({ mode, form, onSubmit, onInvalid, failure, busy }: AuthFormProps) {
  const copy = authModes[mode];
  return (
    <Form form={form} onSubmit={onSubmit} onInvalid={onInvalid} idPrefix="auth" aria-label={copy.heading}>
      <FormAlert>{failure}</FormAlert>
      <TextField name="email" label="Email" type="email" autoComplete="email" spellCheck={false} required />
      <PasswordField key={mode} name="password" label="Password" hint={copy.passwordHint} autoComplete={copy.passwordAutoComplete} required />
      <SubmitButton busy={busy} busyLabel="Submitting..." fullWidth>
        {copy.submitLabel}
      </SubmitButton>
    </Form>
  );
}
