import { useId } from 'react';
import { DialogShell } from '@/design-system/dialog/dialog-shell';
import { AppointmentForm } from '@/features/leads/components/appointment-form';

type AppointmentDialogProps = {
  /** Whether the dialog is showing. */
  open: boolean;
  /** Closes it; the form inside is cleared, as closing with X must. */
  onClose: () => void;
};

/** The appointment modal of spec §4: closes on success or X, stays open with everything kept on failure. */
export function AppointmentDialog({ open, onClose }: AppointmentDialogProps) {
  const titleId = useId();
  return (
    <DialogShell
      open={open}
      onClose={onClose}
      title="Book an Appointment"
      titleId={titleId}
      description="Tell us when suits you and our care team will confirm your visit."
      ignoreBackdropClick
    >
      <AppointmentForm labelledBy={titleId} onBooked={onClose} />
    </DialogShell>
  );
}
