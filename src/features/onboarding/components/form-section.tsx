import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { tokens } from '@theme/tokens';

type FormSectionProps = {
  /** The group's name, read out before each field in it. */
  legend: string;
  /** A sentence under the legend, e.g. why these details are asked for. */
  intro?: ReactNode;
  children: ReactNode;
};

/** One part of a long registration form: a fieldset whose legend looks like a section heading. */
export function FormSection({ legend, intro, children }: FormSectionProps) {
  return (
    // The rule separates one section from the one above it: the first section of a form has none.
    <Box
      component="fieldset"
      sx={{ border: 0, borderTop: 1, borderColor: tokens.border, m: 0, p: 0, pt: 3, minWidth: 0, '&:first-of-type': { borderTop: 0, pt: 0 } }}
    >
      <Box component="legend" sx={{ typography: 'h3', float: 'left', width: 1, p: 0, mb: intro ? 1 : 2.5 }}>
        {legend}
      </Box>
      {intro && <Box sx={{ clear: 'both', color: 'text.secondary', mb: 2.5, maxWidth: '65ch' }}>{intro}</Box>}
      <Stack spacing={3} sx={{ clear: 'both' }}>
        {children}
      </Stack>
    </Box>
  );
}
