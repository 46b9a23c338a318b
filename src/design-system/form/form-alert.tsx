import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { tokens } from '@theme/tokens';
import { formMessageBoxSx, hasMessage } from '@/design-system/form/form-message-box';

export type FormAlertProps = {
  /** The message, e.g. the server's or 'Failed to book appointment'; nothing renders while it is empty. */
  children?: ReactNode;
  /** id, e.g. to point aria-describedby at the alert. */
  id?: string;
};

/** The spec's red box inside a form for a failed request; announced at once (role="alert"). */
export function FormAlert({ children, id }: FormAlertProps) {
  if (!hasMessage(children)) return null;
  return (
    <Box id={id} role="alert" sx={formMessageBoxSx({ text: tokens.error, accent: tokens.error, background: tokens.errorSoft })}>
      {children}
    </Box>
  );
}
