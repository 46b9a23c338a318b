import type { HTMLAttributes } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { AutosizeTextarea } from '@/design-system/form/components/autosize-textarea';
import { FieldShell } from '@/design-system/form/components/field-shell';
import { InputFrame, inputFrameControlClassName } from '@/design-system/form/components/input-frame';
import type { BaseFieldProps } from '@/design-system/form/field-props';
import { useFieldIds } from '@/design-system/form/use-field-ids';

export type TextFieldProps<TValues extends FieldValues> = BaseFieldProps<TValues> & {
  /** Input type; for numbers use "text" with inputMode="numeric" (GOV.UK advice), never type="number". */
  type?: 'text' | 'email' | 'tel' | 'password' | 'url' | 'search';
  /** Browser autofill token, e.g. "name", "email", "tel-national", "current-password". */
  autoComplete?: string;
  /** On-screen keyboard to show, e.g. "numeric" for a phone or an age. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Pattern hint for mobile keyboards and assistive tech; the schema still does the checking. */
  pattern?: string;
  /** Hard limit on the number of characters. */
  maxLength?: number;
  /** Rewrites what is typed or pasted before the form stores it, e.g. keeping digits only. */
  normalize?: (typed: string) => string;
  /** Whether the browser spell-checks the text; turn off for e-mail addresses, codes and names. */
  spellCheck?: boolean;
  /** A multi-line text area instead of a one-line input. */
  multiline?: boolean;
  /** Visible lines of a multi-line field (it grows with its text). */
  rows?: number;
  /** A page's keyboard shortcut that focuses the field (e.g. "/"), told to screen readers as `aria-keyshortcuts`. */
  keyShortcuts?: string;
};

/** A labelled text input bound to react-hook-form, with hint and GOV.UK-style error. */
export function TextField<TValues extends FieldValues>({
  name,
  control,
  label,
  hint,
  required,
  disabled,
  type = 'text',
  autoComplete,
  inputMode,
  pattern,
  maxLength,
  normalize,
  spellCheck,
  multiline,
  rows = 4,
  keyShortcuts,
}: TextFieldProps<TValues>) {
  const {
    field: { ref: fieldRef, ...field },
    fieldState,
  } = useController<TValues>({ name, control, disabled });
  const error = fieldState.error?.message;
  const ids = useFieldIds(name, { hasHint: Boolean(hint), hasError: Boolean(error) });

  const controlProps = {
    id: ids.id,
    name: field.name,
    ref: fieldRef,
    value: field.value ?? '',
    onChange: normalize
      ? (event: { target: { value: string } }) => field.onChange(normalize(event.target.value))
      : field.onChange,
    onBlur: field.onBlur,
    disabled: field.disabled,
    autoComplete,
    inputMode,
    maxLength,
    spellCheck,
    required,
    'aria-invalid': Boolean(error),
    'aria-describedby': ids.describedBy,
    'aria-keyshortcuts': keyShortcuts,
    className: inputFrameControlClassName,
  } as const;

  return (
    <FieldShell name={name} ids={ids} label={label} hint={hint} error={error} required={required}>
      <InputFrame error={Boolean(error)} disabled={field.disabled} multiline={multiline}>
        {multiline ? <AutosizeTextarea {...controlProps} rows={rows} /> : <input {...controlProps} type={type} pattern={pattern} />}
      </InputFrame>
    </FieldShell>
  );
}
