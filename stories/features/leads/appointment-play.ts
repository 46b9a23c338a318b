import { userEvent, within } from 'storybook/test';
import { daysFromToday, findOpenDialog, typeInto } from './lead-play';

export type Booking = { fullName: string; email: string; phone: string; preferredDate: string; preferredTime: string; department: string };
export const booking: Booking = {
  fullName: 'Asha Rao',
  email: 'asha.rao@example.in',
  phone: '9876543210',
  preferredDate: daysFromToday(7),
  preferredTime: '10:00 AM - 11:00 AM',
  department: 'Cardiology',
};
export const sentBooking = { ...booking, phone: '+919876543210' };
export const required = 'Please fill in all required fields';

/** Opens the dialog from its Book Appointment button. */
export async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Book Appointment' }));
  return findOpenDialog(canvasElement, 'Book an Appointment');
}

export const fields = (dialog: HTMLElement) => {
  const scope = within(dialog);
  return {
    fullName: scope.getByLabelText('Full Name'),
    email: scope.getByLabelText('Email'),
    phone: scope.getByLabelText('Phone Number'),
    preferredDate: scope.getByLabelText('Preferred Date'),
    preferredTime: scope.getByLabelText('Preferred Time'),
    department: scope.getByLabelText('Department'),
  };
};

export async function fill(dialog: HTMLElement, values: Partial<Booking>) {
  const inputs = fields(dialog);
  for (const name of ['fullName', 'email', 'phone', 'preferredDate'] as const) {
    if (values[name] !== undefined) await typeInto(inputs[name], values[name]);
  }
  if (values.preferredTime !== undefined) await userEvent.selectOptions(inputs.preferredTime, values.preferredTime);
  if (values.department !== undefined) await userEvent.selectOptions(inputs.department, values.department);
}

export const confirm = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Confirm Appointment' }));
