import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { CallbackDialog } from '@/features/leads/components/callback-dialog';

type RequestCallbackButtonProps = {
  /** The button's text. */
  label?: string;
  /** The button's look. */
  variant?: ButtonProps['variant'];
  /** Stretches the button to its container's width. */
  fullWidth?: boolean;
  /** Passed to the dialog: the home care-programs one limits the phone to 10 digits. */
  limitToTenDigits?: boolean;
};

/** A Request Callback button and the shared callback dialog it opens. */
export function RequestCallbackButton({ label = 'Request Callback', variant = 'contained', fullWidth, limitToTenDigits }: RequestCallbackButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} fullWidth={fullWidth} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {label}
      </Button>
      <CallbackDialog open={open} onClose={() => setOpen(false)} limitToTenDigits={limitToTenDigits} />
    </>
  );
}
