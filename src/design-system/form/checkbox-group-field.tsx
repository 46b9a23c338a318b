import Checkbox from '@mui/material/Checkbox';
import { useController, type FieldValues } from 'react-hook-form';
import { ChoiceLabel, choiceControlSx } from '@/design-system/form/components/choice-label';
import { GroupShell } from '@/design-system/form/components/group-shell';
import type { BaseFieldProps, FieldOption } from '@/design-system/form/field-props';
import { optionId } from '@/design-system/form/field-id';
import { useFieldIds } from '@/design-system/form/use-field-ids';

export type CheckboxGroupFieldProps<TValues extends FieldValues> = BaseFieldProps<TValues> & {
  /** The choices, in the order shown; the value is the ticked ones' values, in this order. */
  options: readonly FieldOption[];
};

/** Several choices from a list (value string[]), as checkboxes in a fieldset whose legend is the label. */
export function CheckboxGroupField<TValues extends FieldValues>({ name, control, label, hint, required, disabled, options }: CheckboxGroupFieldProps<TValues>) {
  const { field, fieldState } = useController<TValues>({ name, control, disabled });
  const error = fieldState.error?.message;
  const ids = useFieldIds(name, { hasHint: Boolean(hint), hasError: Boolean(error) });
  const selected: readonly string[] = Array.isArray(field.value) ? field.value : [];

  const toggle = (value: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(value);
    else next.delete(value);
    field.onChange(options.map((option) => option.value).filter((optionValue) => next.has(optionValue)));
  };

  return (
    <GroupShell name={name} ids={ids} legend={label} hint={hint} error={error} required={required}>
      {options.map((option, index) => (
        <ChoiceLabel
          key={option.value}
          label={option.label}
          disabled={field.disabled}
          control={
            <Checkbox
              id={optionId(ids.id, index)}
              name={field.name}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={field.onBlur}
              sx={choiceControlSx}
              slotProps={{ input: { ref: index === 0 ? field.ref : undefined, 'aria-invalid': error ? true : undefined } }}
            />
          }
        />
      ))}
    </GroupShell>
  );
}
