import { TextField } from '@/design-system/form/text-field';
import { registrationFormMessages } from '@/features/onboarding/components/registration-form-messages';

/** Mobile number and e-mail as every registration asks for them (spec §5 mobile and e-mail rules). */
export function ContactFields() {
  const text = registrationFormMessages;
  return (
    <>
      <TextField name="mobileNumber" label={text.mobileNumber} hint={text.mobileHint} type="tel" inputMode="tel" autoComplete="tel" maxLength={16} required />
      <TextField name="email" label={text.email} type="email" autoComplete="email" spellCheck={false} required />
    </>
  );
}
