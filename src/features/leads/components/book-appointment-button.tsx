import { lazy, Suspense } from 'react';
import Button from '@mui/material/Button';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { useDialogOnIntent } from '@/features/leads/components/use-dialog-on-intent';

const loadDialog = () => import('@/features/leads/components/appointment-dialog');
// The form and its validation are not needed for the home page's first paint: fetched on first intent.
const AppointmentDialog = lazy(() => loadDialog().then((module) => ({ default: module.AppointmentDialog })));
const preloadDialog = () => void loadDialog();

/** The home hero's Book Appointment button and the dialog it opens. */
export function BookAppointmentButton() {
  const dialog = useDialogOnIntent(preloadDialog);
  return (
    <>
      <Button variant="contained" size="large" startIcon={<EventAvailableOutlinedIcon aria-hidden />} {...dialog.triggerProps}>
        Book Appointment
      </Button>
      {dialog.requested && (
        <Suspense fallback={null}>
          <AppointmentDialog open={dialog.open} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
