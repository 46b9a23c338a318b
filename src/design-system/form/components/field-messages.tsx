import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { tokens } from '@theme/tokens';
import { visuallyHidden } from '@mui/utils';

/** An asterisk after a required field's label; screen readers hear the input's required state instead. */
export function RequiredMarker() {
  return (
    <Box component="span" aria-hidden sx={{ color: tokens.error, ml: 0.5 }}>
      *
    </Box>
  );
}

export const labelSx = { display: 'block', color: tokens.text, fontWeight: 600, mb: 0.5, maxWidth: '100%' } as const;

/** The hint under a label. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="body2" sx={{ color: tokens.textMuted, mb: 1 }}>
      {children}
    </Typography>
  );
}

/** A field's error, GOV.UK style: bold red text that screen readers hear as "Error: …". */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} sx={{ color: tokens.error, fontWeight: 700, mb: 1 }}>
      <Box component="span" sx={visuallyHidden}>
        Error:
      </Box>{' '}
      {children}
    </Typography>
  );
}

/** The red bar that marks a field group in error. */
export function groupSx(invalid: boolean) {
  return invalid ? { borderLeft: 4, borderLeftColor: tokens.error, pl: 2 } : {};
}
