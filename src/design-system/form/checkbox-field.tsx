import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { useController, type FieldValues } from 'react-hook-form';
import { ChoiceLabel, choiceControlSx } from '@/design-system/form/components/choice-label';
import { FieldError, FieldHint, RequiredMarker, groupSx } from '@/design-system/form/components/field-messages';
import type { BaseFieldProps } from '@/design-system/form/field-props';
import { useFieldIds } from '@/design-system/form/use-field-ids';

export type CheckboxFieldProps<TValues extends FieldValues> = BaseFieldProps<TValues>;

/** One yes/no checkbox (value boolean), e.g. a consent; the label sits beside the box, the hint under it. */
export function CheckboxField<TValues extends FieldValues>({ name, control, label, hint, required, disabled }: CheckboxFieldProps<TValues>) {
  const { field, fieldState } = useController<TValues>({ name, control, disabled });
  const error = fieldState.error?.message;
  const ids = useFieldIds(name, { hasHint: Boolean(hint), hasError: Boolean(error) });

  return (
    <Box data-field={name} sx={groupSx(Boolean(error))}>
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
          <Checkbox
            id={ids.id}
            name={field.name}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            sx={choiceControlSx}
            slotProps={{ input: { ref: field.ref, required, 'aria-describedby': ids.describedBy, 'aria-invalid': error ? true : undefined } }}
          />
        }
      />
      {hint && (
        <Box sx={{ pl: 5.5 }}>
          <FieldHint id={ids.hintId}>{hint}</FieldHint>
        </Box>
      )}
    </Box>
  );
}
