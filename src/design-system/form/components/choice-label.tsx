import type { ReactElement, ReactNode } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';

/** A radio or checkbox with its label beside it; 44 px tall, wrapping long labels under themselves. */
export function ChoiceLabel({ control, label, disabled }: { control: ReactElement; label: ReactNode; disabled?: boolean }) {
  return (
    <FormControlLabel
      control={control}
      label={label}
      disabled={disabled}
      sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: 1.125 } }}
    />
  );
}

/** Padding that makes MUI's 24 px radio and checkbox icons a 44 px target. */
export const choiceControlSx = { p: 1.25 } as const;
