import { useController, type FieldValues } from 'react-hook-form';
import { ChoiceInput } from '@/design-system/form/components/choice-input';
import { ChoiceLabel } from '@/design-system/form/components/choice-label';
import { GroupShell } from '@/design-system/form/components/group-shell';
import type { BaseFieldProps, FieldOption } from '@/design-system/form/field-props';
import { optionId } from '@/design-system/form/field-id';
import { useFieldIds } from '@/design-system/form/use-field-ids';

export type RadioGroupFieldProps<TValues extends FieldValues> = BaseFieldProps<TValues> & {
  /** The choices, in the order shown; the first radio carries the field's id. */
  options: readonly FieldOption[];
  /** Lays short options out side by side (e.g. Female, Male, Other). */
  inline?: boolean;
};

/** One choice from a few, as radios in a fieldset whose legend is the label; arrow keys move between them. */
export function RadioGroupField<TValues extends FieldValues>({ name, control, label, hint, required, disabled, options, inline }: RadioGroupFieldProps<TValues>) {
  const {
    field: { ref: fieldRef, ...field },
    fieldState,
  } = useController<TValues>({ name, control, disabled });
  const error = fieldState.error?.message;
  const ids = useFieldIds(name, { hasHint: Boolean(hint), hasError: Boolean(error) });

  return (
    <GroupShell name={name} ids={ids} legend={label} hint={hint} error={error} required={required} inline={inline}>
      {options.map((option, index) => (
        <ChoiceLabel
          key={option.value}
          label={option.label}
          disabled={field.disabled}
          control={
            <ChoiceInput
              type="radio"
              id={optionId(ids.id, index)}
              name={field.name}
              value={option.value}
              ref={index === 0 ? fieldRef : undefined}
              checked={field.value === option.value}
              onChange={() => field.onChange(option.value)}
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
