import type { Ref } from 'react';
import { HONEYPOT_FIELD } from '@/lib/bot-signals/bot-signals';
import { fieldId } from '@/design-system/form/field-id';
import { honeypotMessages } from '@/design-system/form/honeypot-messages';
import { useFieldIdPrefix } from '@/design-system/form/use-field-ids';

export type HoneypotProps = {
  /** For developers: receives the hidden input, whose content (normally empty) the form sends beside the request as its `Form-Trap` signal. */
  inputRef: Ref<HTMLInputElement>;
};

/**
 * A trap for form-filling bots (issue 41): a labelled `website` text field inside a `hidden` wrapper, so no person
 * ever meets it — it is out of the layout, the tab order and the accessibility tree. Not a react-hook-form field:
 * its value travels as a header, never in the request's body. Put it last in the form, after the fields a
 * dialog may focus on opening.
 */
export function Honeypot({ inputRef }: HoneypotProps) {
  const id = fieldId(HONEYPOT_FIELD, useFieldIdPrefix());
  return (
    <div hidden>
      <label htmlFor={id}>{honeypotMessages.label}</label>
      <input ref={inputRef} id={id} name={HONEYPOT_FIELD} type="text" autoComplete="off" tabIndex={-1} defaultValue="" />
    </div>
  );
}
