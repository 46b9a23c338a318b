import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';

const loadDialog = () => import('@/features/leads/components/appointment-dialog');
// The form and its validation are not needed for the home page's first paint: fetched on first intent.
const AppointmentDialog = lazy(() => loadDialog().then((module) => ({ default: module.AppointmentDialog })));
const preloadDialog = () => void loadDialog();

/** The home hero's Book Appointment button and the dialog it opens. */
export function BookAppointmentButton() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        variant="contained"
        size="large"
        startIcon={<EventAvailableOutlinedIcon aria-hidden />}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
      >
        Book Appointment
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <AppointmentDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
