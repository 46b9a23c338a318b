import { useEffect, useState, type RefObject } from 'react';
import { Form } from '@/design-system/form/form';
import { FormAlert } from '@/design-system/form/form-alert';
import { FormStatus } from '@/design-system/form/form-status';
import { Honeypot } from '@/design-system/form/honeypot';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { authFormMessages } from '@/features/auth/components/auth-form-messages';
import { authFormModes } from '@/features/auth/components/auth-form-modes';
import { authModes, type AuthMode } from '@/features/auth/components/auth-mode';
import { PasswordField } from '@/features/auth/components/password-field';
import { useAuthSubmit } from '@/features/auth/components/use-auth-submit';

type AuthFormProps = {
  /** Which call the form makes, and the password's hint and autocomplete; switched by the screen's side panel. */
  mode: AuthMode;
  /** Told when a request starts or ends and once logged in, so the screen refuses switching modes meanwhile. */
  onBusyChange: (busy: boolean) => void;
  /** Set, once the form has hydrated, to what a switch of mode does to it; the screen calls it as it switches. */
  switchRef: RefObject<(() => void) | null>;
};

/** E-mail and password, both required, checked by the mode's schema; a switch of mode keeps the e-mail only. */
export function AuthForm({ mode, onBusyChange, switchRef }: AuthFormProps) {
  const copy = authFormModes[mode];
  const form = useZodForm(copy.schema, { defaultValues: { email: '', password: '' } });
  const { submit, failure, clearFailure, succeeded, status, trapRef } = useAuthSubmit(mode);
  const busy = form.formState.isSubmitting || succeeded;
  // A new password field on each switch (its show/hide state too); not when the mode first shown differs from the
  // prerendered one (a switch before hydration): that field may hold what was typed since.
  const [switches, setSwitches] = useState(0);

  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  // In the switch's own event, so the new mode never shows the old one's password, errors or failure. A switch
  // before the form hydrated finds it empty of state: what was typed since is the new mode's.
  useEffect(() => {
    switchRef.current = () => {
      form.reset({ email: form.getValues('email'), password: '' });
      clearFailure();
      setSwitches((count) => count + 1);
    };
    return () => {
      switchRef.current = null;
    };
  }, [switchRef, form, clearFailure]);

  return (
    <Form form={form} onSubmit={submit} onInvalid={clearFailure} idPrefix="auth" aria-label={authModes[mode].heading}>
      <FormAlert>{failure}</FormAlert>
      <TextField name="email" label={authFormMessages.email} type="email" autoComplete="email" spellCheck={false} required />
      <PasswordField key={switches} name="password" label={authFormMessages.password} hint={copy.passwordHint} autoComplete={copy.passwordAutoComplete} required />
      <SubmitButton busy={busy} busyLabel={authFormMessages.submitting} fullWidth>
        {copy.submitLabel}
      </SubmitButton>
      <FormStatus>{status}</FormStatus>
      <Honeypot inputRef={trapRef} />
    </Form>
  );
}
