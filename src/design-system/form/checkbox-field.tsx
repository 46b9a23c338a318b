import { useController, type FieldValues } from 'react-hook-form';
import styles from '@/design-system/form/checkbox-field.module.css';
import { ChoiceInput } from '@/design-system/form/components/choice-input';
import { ChoiceLabel } from '@/design-system/form/components/choice-label';
import { FieldError, FieldHint, RequiredMarker, groupClassName } from '@/design-system/form/components/field-messages';
import type { BaseFieldProps } from '@/design-system/form/field-props';
import { useFieldIds } from '@/design-system/form/use-field-ids';

export type CheckboxFieldProps<TValues extends FieldValues> = BaseFieldProps<TValues>;

/** One yes/no checkbox (value boolean), e.g. a consent; the label sits beside the box, the hint under it. */
export function CheckboxField<TValues extends FieldValues>({ name, control, label, hint, required, disabled }: CheckboxFieldProps<TValues>) {
  const {
    field: { ref: fieldRef, ...field },
    fieldState,
  } = useController<TValues>({ name, control, disabled });
  const error = fieldState.error?.message;
  const ids = useFieldIds(name, { hasHint: Boolean(hint), hasError: Boolean(error) });

  return (
    <div data-field={name} className={groupClassName(Boolean(error))}>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      <ChoiceLabel
        disabled={field.disabled}
        label={
          <>
            {label}
            {required && <RequiredMarker />}
          </>
        }
        control={
          <ChoiceInput
            type="checkbox"
            id={ids.id}
            name={field.name}
            ref={fieldRef}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            disabled={field.disabled}
            required={required}
            aria-describedby={ids.describedBy}
            aria-invalid={error ? true : undefined}
          />
        }
      />
      {hint && (
        <div className={styles.hint}>
          <FieldHint id={ids.hintId}>{hint}</FieldHint>
        </div>
      )}
    </div>
  );
}
