import { TextField } from '@/design-system/form/text-field';
import { phoneFieldMessages } from '@/features/leads/components/phone-field-messages';

/** The `phone` field of the appointment and contact forms: ten digits typed, no country code. */
export function TenDigitPhoneField() {
  return (
    <TextField
      name="phone"
      label={phoneFieldMessages.label}
      hint={phoneFieldMessages.tenDigitHint}
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
