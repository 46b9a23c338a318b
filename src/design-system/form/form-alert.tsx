import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { tokens } from '@theme/tokens';

export type FormAlertProps = {
  /** The message, e.g. the server's or 'Failed to book appointment'; nothing renders while it is empty. */
  children?: ReactNode;
  /** id, e.g. to point aria-describedby at the alert. */
  id?: string;
};

/** The spec's red box inside a form for a failed request; announced at once (role="alert"). */
export function FormAlert({ children, id }: FormAlertProps) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <Box
      id={id}
      role="alert"
      sx={{
        color: tokens.error,
        bgcolor: tokens.errorSoft,
        border: 1,
        borderColor: tokens.error,
        borderLeft: 6,
        borderLeftColor: tokens.error,
        borderRadius: 1,
        px: 2,
        py: 1.5,
        fontWeight: 600,
      }}
    >
      {children}
    </Box>
  );
}
