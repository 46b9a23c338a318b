import { useController, type FieldValues } from 'react-hook-form';
import { FieldShell } from '@/design-system/form/components/field-shell';
import { InputFrame, inputFrameControlClassName } from '@/design-system/form/components/input-frame';
import styles from '@/design-system/form/date-field.module.css';
import type { BaseFieldProps } from '@/design-system/form/field-props';
import { useFieldIds } from '@/design-system/form/use-field-ids';

export type DateFieldProps<TValues extends FieldValues> = BaseFieldProps<TValues> & {
  /** Earliest date the picker offers, yyyy-mm-dd (the schema still checks it). */
  min?: string;
  /** Latest date the picker offers, yyyy-mm-dd. */
  max?: string;
  /** Browser autofill token, e.g. "bday" for a date of birth. */
  autoComplete?: string;
};

/** A native date input (value yyyy-mm-dd): typed or picked, usable by keyboard in every browser. */
export function DateField<TValues extends FieldValues>({ name, control, label, hint, required, disabled, min, max, autoComplete }: DateFieldProps<TValues>) {
  const {
    field: { ref: fieldRef, ...field },
    fieldState,
  } = useController<TValues>({ name, control, disabled });
  const error = fieldState.error?.message;
  const ids = useFieldIds(name, { hasHint: Boolean(hint), hasError: Boolean(error) });

  return (
    <FieldShell name={name} ids={ids} label={label} hint={hint} error={error} required={required}>
      <InputFrame error={Boolean(error)} disabled={field.disabled} className={styles.date}>
        <input
          id={ids.id}
          type="date"
          name={field.name}
          ref={fieldRef}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          disabled={field.disabled}
          required={required}
          min={min}
          max={max}
          autoComplete={autoComplete}
          aria-invalid={Boolean(error)}
          aria-describedby={ids.describedBy}
          className={inputFrameControlClassName}
        />
      </InputFrame>
    </FieldShell>
  );
}
