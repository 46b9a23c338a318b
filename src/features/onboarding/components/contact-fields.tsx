import { TextField } from '@/design-system/form/text-field';

const MOBILE_HINT = '10-digit mobile number, or with the country code, e.g. +919876543210';

/** Mobile number and e-mail as every registration asks for them (spec §5 mobile and e-mail rules). */
export function ContactFields() {
  return (
    <>
      <TextField name="mobileNumber" label="Mobile Number" hint={MOBILE_HINT} type="tel" inputMode="tel" autoComplete="tel" maxLength={16} required />
      <TextField name="email" label="Email" type="email" autoComplete="email" spellCheck={false} required />
    </>
  );
}
