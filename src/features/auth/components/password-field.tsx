import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useController, type FieldValues } from 'react-hook-form';
import { tokens } from '@theme/tokens';
import { FieldShell } from '@/design-system/form/components/field-shell';
import type { BaseFieldProps } from '@/design-system/form/field-props';
import { useFieldIds } from '@/design-system/form/use-field-ids';
import { authFormMessages } from '@/features/auth/components/auth-form-messages';

export type PasswordFieldProps<TValues extends FieldValues> = BaseFieldProps<TValues> & {
  /** 'current-password' to log in, 'new-password' to register, so password managers fill or suggest. */
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a Show password toggle button (aria-pressed), GOV.UK style label, hint and error. */
export function PasswordField<TValues extends FieldValues>({ name, control, label, hint, required, disabled, autoComplete }: PasswordFieldProps<TValues>) {
  const { field, fieldState } = useController<TValues>({ name, control, disabled });
  const [shown, setShown] = useState(false);
  const error = fieldState.error?.message;
  const ids = useFieldIds(name, { hasHint: Boolean(hint), hasError: Boolean(error) });

  return (
    <FieldShell name={name} ids={ids} label={label} hint={hint} error={error} required={required}>
      <OutlinedInput
        id={ids.id}
        name={field.name}
        inputRef={field.ref}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={field.disabled}
        error={Boolean(error)}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        fullWidth
        aria-describedby={ids.describedBy}
        // `required` reaches the <input> only: given to OutlinedInput, MUI also writes it on its wrapping <div>.
        slotProps={{ input: { spellCheck: false, autoCapitalize: 'none', required } }}
        endAdornment={
          <InputAdornment position="end">
            <IconButton
              aria-label={authFormMessages.showPassword}
              aria-pressed={shown}
              aria-controls={ids.id}
              onClick={() => setShown((current) => !current)}
              disabled={field.disabled}
              edge="end"
              sx={{ color: tokens.textMuted }}
            >
              {shown ? <VisibilityOffOutlinedIcon /> : <VisibilityOutlinedIcon />}
            </IconButton>
          </InputAdornment>
        }
      />
    </FieldShell>
  );
}
