import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { tokens } from '@theme/tokens';
import { formMessageBoxSx, hasMessage } from '@/design-system/form/form-message-box';

export type FormStatusProps = {
  /** The news, e.g. that the request was kept for later; the region stays (empty) while there is none. */
  children?: ReactNode;
  /** id, e.g. to point aria-describedby at the status. */
  id?: string;
};

/**
 * A form's news that is not an error, e.g. a request saved on the device to send later. A polite live
 * region (role="status") that is always in the page, so screen readers speak what is put in it.
 */
export function FormStatus({ children, id }: FormStatusProps) {
  const shown = hasMessage(children);
  return (
    <Box
      id={id}
      role="status"
      sx={{
        // Empty, it takes no room: the form's spacing skips it.
        '&:empty': { mt: 0 },
        ...(shown && formMessageBoxSx({ text: tokens.text, accent: tokens.brand, background: tokens.brandSoft })),
      }}
    >
      {shown ? children : null}
    </Box>
  );
}
