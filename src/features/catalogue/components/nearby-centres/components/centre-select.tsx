import { useId } from 'react';
import Box from '@mui/material/Box';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';

type CentreSelectProps = {
  /** The select's visible label. */
  label: string;
  /** The form field's name. */
  name: string;
  /** The chosen value; '' for none. */
  value: string;
  /** The choices, in the order shown. */
  options: readonly string[];
  /** Text of the empty first option. */
  placeholder: string;
  /** Why the select cannot be used yet, e.g. "Choose a state first"; disables it when given. */
  disabledReason?: string;
  /** Called with the new value. */
  onChange: (value: string) => void;
};

/** A labelled native select (the platform's own picker, type-ahead and arrow keys); a disabled one says why under its label. */
export function CentreSelect({ label, name, value, options, placeholder, disabledReason, onChange }: CentreSelectProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <Box>
      <Typography component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 600, color: tokens.text, mb: 0.5 }}>
        {label}
      </Typography>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabledReason !== undefined}
        fullWidth
        input={<OutlinedInput id={id} name={name} aria-describedby={disabledReason ? hintId : undefined} />}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </NativeSelect>
      <Typography id={hintId} variant="body2" sx={{ color: tokens.textMuted, mt: 0.5, minHeight: { md: '1.5em' } }}>
        {disabledReason}
      </Typography>
    </Box>
  );
}
