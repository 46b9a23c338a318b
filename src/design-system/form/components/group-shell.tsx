import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { FieldError, FieldHint, RequiredMarker, groupSx, labelSx } from '@/design-system/form/components/field-messages';

type GroupShellProps = {
  name: string;
  ids: { hintId: string; errorId: string; describedBy: string | undefined };
  legend: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  inline?: boolean;
  children: ReactNode;
};

/** Radios or checkboxes in a fieldset: legend, hint, error, then the options; hint and error describe the fieldset. */
export function GroupShell({ name, ids, legend, hint, error, required, inline, children }: GroupShellProps) {
  return (
    <Box
      component="fieldset"
      data-field={name}
      aria-describedby={ids.describedBy}
      sx={[{ border: 0, m: 0, p: 0, minWidth: 0 }, groupSx(Boolean(error))]}
    >
      <Box component="legend" sx={[labelSx, { p: 0 }]}>
        {legend}
        {required && <RequiredMarker />}
      </Box>
      {hint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
      <Box sx={{ display: 'flex', flexDirection: inline ? 'row' : 'column', flexWrap: 'wrap', columnGap: 3 }}>{children}</Box>
    </Box>
  );
}
