import { useId } from 'react';
import { DialogShell } from '@/design-system/dialog/dialog-shell';
import { CallbackForm } from '@/features/leads/components/callback-form';
import { callbackMessages } from '@/features/leads/components/callback-messages';
import { SupportLine } from '@/features/leads/components/support-line';

export type CallbackDialogProps = {
  /** Whether the dialog is showing. */
  open: boolean;
  /** Closes it (close icon, Escape, a click outside, or after a successful request). */
  onClose: () => void;
  /** Lets the phone input take digits only, at most 10: only the home care-programs dialog sets it. */
  limitToTenDigits?: boolean;
};

/** The shared callback modal of spec §2: 'Need Assistance?', a phone field and the 24/7 support number. */
export function CallbackDialog({ open, onClose, limitToTenDigits }: CallbackDialogProps) {
  const titleId = useId();
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title={callbackMessages.dialogTitle}
      titleId={titleId}
      description={callbackMessages.dialogDescription}
      maxWidth="xs"
    >
      <CallbackForm labelledBy={titleId} idPrefix="callback-dialog" limitToTenDigits={limitToTenDigits} onRequested={onClose} />
      <SupportLine />
    </DialogShell>
  );
}
