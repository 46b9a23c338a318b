import { TextField } from '@/design-system/form/text-field';
import { APPOINTMENT_PHONE_HINT } from '@/features/leads/api/appointment-schema';

/** The `phone` field of the appointment and contact forms: ten digits typed, no country code. */
export function TenDigitPhoneField() {
  return (
    <TextField
      name="phone"
      label="Phone Number"
      hint={APPOINTMENT_PHONE_HINT}
      // HTML allows the autofill token for a number without its country code only on a text input; inputMode
      // keeps the phone keypad.
      type="text"
      inputMode="tel"
      autoComplete="tel-national"
      pattern="[0-9]{10}"
      required
    />
  );
}
