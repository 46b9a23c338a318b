import { useId } from 'react';
import { DialogShell } from '@/design-system/dialog/dialog-shell';
import { AppointmentForm } from '@/features/leads/components/appointment-form';
import { appointmentMessages } from '@/features/leads/components/appointment-messages';

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
      title={appointmentMessages.title}
      titleId={titleId}
      description={appointmentMessages.description}
      ignoreBackdropClick
    >
      <AppointmentForm labelledBy={titleId} onBooked={onClose} />
    </DialogShell>
  );
}
