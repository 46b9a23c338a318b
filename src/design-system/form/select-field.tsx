import { useController, type FieldValues } from 'react-hook-form';
import { FieldShell } from '@/design-system/form/components/field-shell';
import { NativeSelect } from '@/design-system/form/native-select';
import type { BaseFieldProps, FieldOption } from '@/design-system/form/field-props';
import { useFieldIds } from '@/design-system/form/use-field-ids';
import { formMessages } from '@/design-system/form/form-messages';

export type SelectFieldProps<TValues extends FieldValues> = BaseFieldProps<TValues> & {
  /** The choices, in the order shown. */
  options: readonly (FieldOption & { label: string })[];
  /** Text of the empty first option (value ""), shown until a choice is made. */
  placeholder?: string;
  /** Browser autofill token, if the choice is personal data. */
  autoComplete?: string;
};

/** A NativeSelect bound to react-hook-form, with its label, hint and error (driven by userEvent.selectOptions in tests). */
export function SelectField<TValues extends FieldValues>({
  name,
  control,
  label,
  hint,
  required,
  disabled,
  options,
  placeholder = formMessages.selectPlaceholder,
  autoComplete,
}: SelectFieldProps<TValues>) {
  const {
    field: { ref: fieldRef, ...field },
    fieldState,
  } = useController<TValues>({ name, control, disabled });
  const error = fieldState.error?.message;
  const ids = useFieldIds(name, { hasHint: Boolean(hint), hasError: Boolean(error) });

  return (
    <FieldShell name={name} ids={ids} label={label} hint={hint} error={error} required={required}>
      <NativeSelect
        id={ids.id}
        name={field.name}
        ref={fieldRef}
        value={field.value ?? ''}
        options={options}
        placeholder={placeholder}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={field.disabled}
        required={required}
        invalid={Boolean(error)}
        describedBy={ids.describedBy}
        autoComplete={autoComplete}
      />
    </FieldShell>
  );
}
