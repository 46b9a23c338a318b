import { useController, type FieldValues } from 'react-hook-form';
import styles from '@/design-system/form/checkbox-group-field.module.css';
import { ChoiceInput } from '@/design-system/form/components/choice-input';
import { ChoiceLabel } from '@/design-system/form/components/choice-label';
import { GroupShell } from '@/design-system/form/components/group-shell';
import type { BaseFieldProps, FieldOption } from '@/design-system/form/field-props';
import { optionId } from '@/design-system/form/field-id';
import { toggleChoice } from '@/design-system/form/toggle-choice';
import { useFieldIds } from '@/design-system/form/use-field-ids';
import { formMessages } from '@/design-system/form/form-messages';

export type CheckboxGroupFieldProps<TValues extends FieldValues> = BaseFieldProps<TValues> & {
  /** The choices, in the order shown; the value is the ticked ones' values, in this order. */
  options: readonly FieldOption[];
  /** A last choice after an "or" that stands alone (e.g. 'None of these'): ticking it clears the others, ticking another clears it. */
  exclusiveOption?: FieldOption;
};

/** Several choices from a list (value string[]), as checkboxes in a fieldset whose legend is the label. */
export function CheckboxGroupField<TValues extends FieldValues>({
  name,
  control,
  label,
  hint,
  required,
  disabled,
  options,
  exclusiveOption,
}: CheckboxGroupFieldProps<TValues>) {
  const {
    field: { ref: fieldRef, ...field },
    fieldState,
  } = useController<TValues>({ name, control, disabled });
  const error = fieldState.error?.message;
  const ids = useFieldIds(name, { hasHint: Boolean(hint), hasError: Boolean(error) });
  const selected: readonly string[] = Array.isArray(field.value) ? field.value : [];
  const order = [...options, ...(exclusiveOption ? [exclusiveOption] : [])].map((option) => option.value);

  const checkbox = (option: FieldOption, index: number) => (
    <ChoiceLabel
      key={option.value}
      label={option.label}
      disabled={field.disabled}
      control={
        <ChoiceInput
          type="checkbox"
          id={optionId(ids.id, index)}
          name={field.name}
          value={option.value}
          ref={index === 0 ? fieldRef : undefined}
          checked={selected.includes(option.value)}
          onChange={(event) => field.onChange(toggleChoice(selected, option.value, event.target.checked, order, exclusiveOption?.value))}
          onBlur={field.onBlur}
          disabled={field.disabled}
          aria-invalid={error ? true : undefined}
        />
      }
    />
  );

  return (
    <GroupShell name={name} ids={ids} legend={label} hint={hint} error={error} required={required}>
      {options.map(checkbox)}
      {exclusiveOption && (
        <>
          <p aria-hidden className={styles.or}>
            {formMessages.or}
          </p>
          {checkbox(exclusiveOption, options.length)}
        </>
      )}
    </GroupShell>
  );
}
