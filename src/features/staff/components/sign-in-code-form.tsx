import { Form } from '@/design-system/form/form';
import { FormAlert } from '@/design-system/form/form-alert';
import { SubmitButton } from '@/design-system/form/submit-button';
import { TextField } from '@/design-system/form/text-field';
import { useZodForm } from '@/design-system/form/use-zod-form';
import { serverFieldErrors } from '@/lib/api-client';
import type { SecondFactor } from '@/features/staff/api/sign-in-schema';
import { staffCodeFormSchema, useSignInCode } from '@/features/staff/api/sign-in-code';
import { signInMessages } from '@/features/staff/components/sign-in-messages';
import { useStaffFormFailure } from '@/features/staff/components/use-staff-form-failure';

/** Which second factor the visitor has at hand. */
export type CodeKind = 'app' | 'recovery';

type SignInCodeFormProps = {
  /** The first step's challenge, sent back with the code. */
  challenge: string;
  kind: CodeKind;
  /** Called once the session is set. */
  onSignedIn: () => void;
  /** Called when the challenge has expired, with the server's message: the visitor starts again. */
  onExpired: (message: string) => void;
  headingId: string;
};

const fieldOf = {
  app: { label: signInMessages.code, hint: signInMessages.codeHint, autoComplete: 'one-time-code', inputMode: 'numeric' },
  recovery: { label: signInMessages.recoveryCode, hint: signInMessages.recoveryHint, autoComplete: 'off', inputMode: 'text' },
} as const;

/** The second step: the app's 6-digit code or a recovery code (the server takes either; the field is shaped for one). */
export function SignInCodeForm({ challenge, kind, onSignedIn, onExpired, headingId }: SignInCodeFormProps) {
  const form = useZodForm(staffCodeFormSchema, { defaultValues: { code: '' } });
  const signInCode = useSignInCode();
  const failure = useStaffFormFailure(form, 'code');
  const field = fieldOf[kind];

  const submit = async ({ code }: { code: SecondFactor }) => {
    failure.clear();
    try {
      await signInCode.trigger({ challenge, code: code.code });
    } catch (error) {
      const expired = serverFieldErrors(error).challenge;
      if (expired) onExpired(expired);
      else failure.show(error);
      return;
    }
    onSignedIn();
  };

  return (
    <Form form={form} onSubmit={submit} onInvalid={failure.clear} idPrefix="sign-in-code" aria-labelledby={headingId}>
      <FormAlert>{failure.message}</FormAlert>
      <TextField
        name="code"
        label={field.label}
        hint={field.hint}
        autoComplete={field.autoComplete}
        inputMode={field.inputMode}
        spellCheck={false}
        required
      />
      <SubmitButton busyLabel={signInMessages.signingIn}>{signInMessages.signIn}</SubmitButton>
    </Form>
  );
}
