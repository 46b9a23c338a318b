import { useEffect, useRef, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useController, type FieldValues } from 'react-hook-form';
import { focusRing, tokens } from '@theme/tokens';
import { FieldShell } from '@/design-system/form/components/field-shell';
import { visuallyHidden } from '@mui/utils';
import type { BaseFieldProps } from '@/design-system/form/field-props';
import { formatFileSize } from '@/design-system/form/file-size';
import { useFieldIds } from '@/design-system/form/use-field-ids';

export type FileFieldProps<TValues extends FieldValues> = BaseFieldProps<TValues> & {
  /** File types the picker offers (the schema still checks the type and size). */
  accept?: string;
};

/** Makes the native input show the same file as the form value (e.g. after a reset or a restored draft). */
function syncInput(input: HTMLInputElement | null, file: File | null) {
  if (!input) return;
  if (!file) {
    input.value = '';
    return;
  }
  if (input.files?.[0] === file || typeof DataTransfer === 'undefined') return;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
}

const fileInputSx = (invalid: boolean) => ({
  display: 'block',
  maxWidth: '100%',
  font: 'inherit',
  color: tokens.text,
  borderRadius: 1,
  ...(invalid && { outline: `2px solid ${tokens.error}`, outlineOffset: 2 }),
  '&:focus-visible': focusRing,
  '&::file-selector-button': {
    minHeight: 44,
    mr: 2,
    px: 2.5,
    font: 'inherit',
    fontWeight: 600,
    color: tokens.brand,
    bgcolor: tokens.surface,
    border: `2px solid ${tokens.brand}`,
    borderRadius: 1.5,
    cursor: 'pointer',
  },
  '&:disabled::file-selector-button': { color: tokens.textMuted, borderColor: tokens.border, cursor: 'default' },
});

/** One file (value File | null): a native file input, the chosen file's name and size, and a Remove button. */
export function FileField<TValues extends FieldValues>({ name, control, label, hint, required, disabled, accept = 'image/jpeg,image/png' }: FileFieldProps<TValues>) {
  const { field, fieldState } = useController<TValues>({ name, control, disabled });
  const error = fieldState.error?.message;
  const ids = useFieldIds(name, { hasHint: Boolean(hint), hasError: Boolean(error) });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const file = (field.value ?? null) as File | null;

  useEffect(() => syncInput(inputRef.current, file), [file]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cancelling the picker empties the input in some browsers; keep the file until Remove is pressed.
    if (chosen) field.onChange(chosen);
    else syncInput(event.target, file);
  };

  const remove = () => {
    field.onChange(null);
    inputRef.current?.focus();
  };

  return (
    <FieldShell name={name} ids={ids} label={label} hint={hint} error={error} required={required}>
      <Box
        component="input"
        type="file"
        id={ids.id}
        name={field.name}
        accept={accept}
        ref={(element: HTMLInputElement | null) => {
          inputRef.current = element;
          field.ref(element);
        }}
        onChange={choose}
        onBlur={field.onBlur}
        disabled={field.disabled}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        sx={fileInputSx(Boolean(error))}
      />
      {file && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 1, mt: 1.5 }}>
          <Typography sx={{ minWidth: 0 }}>
            Selected: <strong>{file.name}</strong> ({formatFileSize(file.size)})
          </Typography>
          <Button variant="outlined" size="small" onClick={remove} disabled={field.disabled}>
            {'Remove '}
            <Box component="span" sx={visuallyHidden}>
              {file.name}
            </Box>
          </Button>
        </Box>
      )}
    </FieldShell>
  );
}
