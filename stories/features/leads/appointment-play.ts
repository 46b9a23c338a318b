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

/** What a visitor reads on the button, the dialog and its fields, in one language. */
export type AppointmentText = { button: string; title: string; labels: Record<keyof Booking, string>; confirm: string };

export const englishText: AppointmentText = {
  button: 'Book Appointment',
  title: 'Book an Appointment',
  labels: {
    fullName: 'Full Name',
    email: 'Email',
    phone: 'Phone Number',
    preferredDate: 'Preferred Date',
    preferredTime: 'Preferred Time',
    department: 'Department',
  },
  confirm: 'Confirm Appointment',
};

export const hindiText: AppointmentText = {
  button: 'अपॉइंटमेंट बुक करें',
  title: 'अपॉइंटमेंट बुक करें',
  labels: {
    fullName: 'पूरा नाम',
    email: 'E-mail',
    phone: 'मोबाइल नंबर',
    preferredDate: 'पसंद की तारीख',
    preferredTime: 'पसंद का समय',
    department: 'विभाग',
  },
  confirm: 'अपॉइंटमेंट पक्का करें',
};

/** Opens the dialog from its Book Appointment button. */
export async function openDialog(canvasElement: HTMLElement, text = englishText) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: text.button }));
  return findOpenDialog(canvasElement, text.title);
}

export const fields = (dialog: HTMLElement, text = englishText) => {
  const scope = within(dialog);
  return {
    fullName: scope.getByLabelText(text.labels.fullName),
    email: scope.getByLabelText(text.labels.email),
    phone: scope.getByLabelText(text.labels.phone),
    preferredDate: scope.getByLabelText(text.labels.preferredDate),
    preferredTime: scope.getByLabelText(text.labels.preferredTime),
    department: scope.getByLabelText(text.labels.department),
  };
};

/** Types the values and picks the options (by the value sent, or by the label shown: either finds the option). */
export async function fill(dialog: HTMLElement, values: Partial<Booking>, text = englishText) {
  const inputs = fields(dialog, text);
  for (const name of ['fullName', 'email', 'phone', 'preferredDate'] as const) {
    if (values[name] !== undefined) await typeInto(inputs[name], values[name]);
  }
  if (values.preferredTime !== undefined) await userEvent.selectOptions(inputs.preferredTime, values.preferredTime);
  if (values.department !== undefined) await userEvent.selectOptions(inputs.department, values.department);
}

export const confirm = (dialog: HTMLElement, text = englishText) => userEvent.click(within(dialog).getByRole('button', { name: text.confirm }));
