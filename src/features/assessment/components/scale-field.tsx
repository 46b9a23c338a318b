import { useController, type FieldValues } from 'react-hook-form';
import { ChoiceInput } from '@/design-system/form/components/choice-input';
import { ChoiceLabel } from '@/design-system/form/components/choice-label';
import { GroupShell } from '@/design-system/form/components/group-shell';
import type { BaseFieldProps } from '@/design-system/form/field-props';
import { optionId } from '@/design-system/form/field-id';
import { useFieldIds } from '@/design-system/form/use-field-ids';

export type ScaleFieldProps<TValues extends FieldValues> = BaseFieldProps<TValues> & {
  /** The lowest value offered. */
  min: number;
  /** The highest value offered. */
  max: number;
};

/** A whole-number scale (value number) as a row of radios: no dragging, arrow keys move along it. */
export function ScaleField<TValues extends FieldValues>({ name, control, label, hint, required, disabled, min, max }: ScaleFieldProps<TValues>) {
  const {
    field: { ref: fieldRef, ...field },
    fieldState,
  } = useController<TValues>({ name, control, disabled });
  const error = fieldState.error?.message;
  const ids = useFieldIds(name, { hasHint: Boolean(hint), hasError: Boolean(error) });
  const values = Array.from({ length: max - min + 1 }, (_, offset) => min + offset);

  return (
    <GroupShell name={name} ids={ids} legend={label} hint={hint} error={error} required={required} inline>
      {values.map((value, index) => (
        <ChoiceLabel
          key={value}
          label={String(value)}
          disabled={field.disabled}
          control={
            <ChoiceInput
              type="radio"
              id={optionId(ids.id, index)}
              name={field.name}
              value={String(value)}
              ref={index === 0 ? fieldRef : undefined}
              checked={field.value === value}
              onChange={() => field.onChange(value)}
              onBlur={field.onBlur}
              disabled={field.disabled}
              required={required}
              aria-invalid={error ? true : undefined}
            />
          }
        />
      ))}
    </GroupShell>
  );
}
