import { useController, type FieldValues } from 'react-hook-form';
import { FieldShell } from '@/design-system/form/components/field-shell';
import { InputFrame, inputFrameControlClassName } from '@/design-system/form/components/input-frame';
import styles from '@/design-system/form/select-field.module.css';
import { Icon } from '@/design-system/icon/icon';
import { arrowDropDown } from '@/design-system/icon/material-icon-paths';
import type { BaseFieldProps, FieldOption } from '@/design-system/form/field-props';
import { useFieldIds } from '@/design-system/form/use-field-ids';

export type SelectFieldProps<TValues extends FieldValues> = BaseFieldProps<TValues> & {
  /** The choices, in the order shown. */
  options: readonly (FieldOption & { label: string })[];
  /** Text of the empty first option (value ""), shown until a choice is made. */
  placeholder?: string;
  /** Browser autofill token, if the choice is personal data. */
  autoComplete?: string;
};

/**
 * A native <select>: the platform's own picker on phones, type-ahead and arrow keys on desktop, read
 * correctly by screen readers, and driven by userEvent.selectOptions in tests.
 */
export function SelectField<TValues extends FieldValues>({
  name,
  control,
  label,
  hint,
  required,
  disabled,
  options,
  placeholder = 'Select an option',
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
      <InputFrame error={Boolean(error)} disabled={field.disabled}>
        <select
          id={ids.id}
          name={field.name}
          ref={fieldRef}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={field.disabled}
          required={required}
          autoComplete={autoComplete}
          aria-invalid={Boolean(error)}
          aria-describedby={ids.describedBy}
          className={`${inputFrameControlClassName} ${styles.select}`}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <Icon path={arrowDropDown} className={styles.arrow} />
      </InputFrame>
    </FieldShell>
  );
}
