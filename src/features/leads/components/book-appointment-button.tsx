import { useState } from 'react';
import Button from '@mui/material/Button';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { AppointmentDialog } from '@/features/leads/components/appointment-dialog';

/** The home hero's Book Appointment button and the dialog it opens. */
export function BookAppointmentButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" size="large" startIcon={<EventAvailableOutlinedIcon aria-hidden />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        Book Appointment
      </Button>
      <AppointmentDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
