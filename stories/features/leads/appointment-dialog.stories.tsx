import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { api } from '@mocks/handlers/api';
import { lastSent, sentRequests } from '@mocks/handlers/api-call';
import { APPOINTMENT_DEPARTMENTS, APPOINTMENT_TIME_SLOTS, todayInIndia } from '@/features/leads/api/appointment-schema';
import { BookAppointmentButton } from '@/features/leads/components/book-appointment-button';
import { booking, confirm, fields, fill, hindiText, openDialog, required, sentBooking, type Booking } from './appointment-play';
import { daysFromToday, expectErrorSummary, expectToast, page, specBox, typeInto } from './lead-play';

const meta = {
  title: 'Features/Leads/AppointmentDialog',
  component: BookAppointmentButton,
  beforeEach: () => {
    sentRequests.length = 0;
  },
} satisfies Meta<typeof BookAppointmentButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Book Appointment' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await openDialog(canvasElement);
    const inputs = fields(dialog);

    await step('the dialog is named by its title, focuses the first field and locks page scrolling', async () => {
      await expect(dialog).toHaveAccessibleDescription('Tell us when suits you and our care team will confirm your visit.');
      await waitFor(() => expect(inputs.fullName).toHaveFocus());
      await expect(canvasElement.ownerDocument.body).toHaveStyle({ overflow: 'hidden' });
      await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    });

    await step('every field starts empty and is required', async () => {
      for (const input of Object.values(inputs)) {
        await expect(input).toHaveValue('');
        await expect(input).toBeRequired();
      }
      await expect(within(dialog).getByRole('button', { name: 'Confirm Appointment' })).toBeEnabled();
      await expect(specBox(dialog)).toBeUndefined();
    });

    await step('the phone takes ten digits, with its hint, a phone keypad and autofill', async () => {
      await expect(inputs.phone).toHaveAttribute('type', 'text');
      await expect(inputs.phone).toHaveAttribute('inputmode', 'tel');
      await expect(inputs.phone).toHaveAttribute('autocomplete', 'tel-national');
      await expect(inputs.phone).toHaveAttribute('pattern', '[0-9]{10}');
      await expect(inputs.phone).toHaveAccessibleDescription('10-digit phone number without country code');
      await expect(inputs.fullName).toHaveAttribute('autocomplete', 'name');
      await expect(inputs.email).toHaveAttribute('autocomplete', 'email');
    });

    await step('the date cannot be before today in India; the slots and departments are the spec lists', async () => {
      await expect(inputs.preferredDate).toHaveAttribute('type', 'date');
      await expect(inputs.preferredDate).toHaveAttribute('min', todayInIndia());
      const optionsOf = (select: HTMLElement) => within(select).getAllByRole('option').map((option) => option.textContent);
      await expect(optionsOf(inputs.preferredTime)).toEqual(['Select a time slot', ...APPOINTMENT_TIME_SLOTS]);
      await expect(optionsOf(inputs.department)).toEqual(['Select a department', ...APPOINTMENT_DEPARTMENTS]);
    });
  },
};

export const RequiredFieldsMissing: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await openDialog(canvasElement);

    await step('an empty submit: the red box, the focused summary and every field marked', async () => {
      await confirm(dialog);
      // The same spec message on six fields: each summary link names its field.
      await expectErrorSummary(
        dialog,
        ['Full Name', 'Email', 'Phone Number', 'Preferred Date', 'Preferred Time', 'Department'].map((label) => `${label}: ${required}`),
      );
      await expect(specBox(dialog)).toHaveTextContent(required);
      const inputs = fields(dialog);
      await expect(inputs.fullName).toBeInvalid();
      await expect(inputs.fullName).toHaveAccessibleDescription(`Error: ${required}`);
      await expect(inputs.phone).toHaveAccessibleDescription(`10-digit phone number without country code Error: ${required}`);
      await expect(inputs.department).toHaveAccessibleDescription(`Error: ${required}`);
    });

    await step('a blank phone still comes first, before a bad e-mail (spec order)', async () => {
      await fill(dialog, { ...booking, email: 'asha.rao@example', phone: '' });
      await confirm(dialog);
      await expect(specBox(dialog)).toHaveTextContent(required);
      await expectErrorSummary(dialog, ['Please enter a valid email address', required]);
    });

    await step('nothing was sent', async () => {
      await expect(sentRequests).toHaveLength(0);
    });
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, { ...booking, email: 'asha.rao@example.c', phone: '98765' });
    await confirm(dialog);
    await expect(specBox(dialog)).toHaveTextContent('Please enter a valid email address');
    await expectErrorSummary(dialog, ['Please enter a valid email address', 'Phone number must be 10 digits']);
    await expect(fields(dialog).email).toHaveAccessibleDescription('Error: Please enter a valid email address');
    await expect(fields(dialog).email).toHaveValue('asha.rao@example.c');
    await expect(sentRequests).toHaveLength(0);
  },
};

export const PhoneNotTenDigits: Story = {
  play: async ({ canvasElement, step }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, { ...booking, phone: '+91 98765' });
    await confirm(dialog);
    await expect(specBox(dialog)).toHaveTextContent('Phone number must be 10 digits');
    await expectErrorSummary(dialog, ['Phone number must be 10 digits']);
    const { phone } = fields(dialog);
    await expect(phone).toHaveAttribute('aria-describedby', 'appointment-phone-hint appointment-phone-error');
    await expect(phone).toHaveAccessibleDescription('10-digit phone number without country code Error: Phone number must be 10 digits');
    await expect(sentRequests).toHaveLength(0);

    await step('the summary link takes focus to the phone field; fixing it clears the error', async () => {
      await userEvent.click(within(dialog).getByRole('link', { name: 'Phone number must be 10 digits' }));
      await expect(phone).toHaveFocus();
      await typeInto(phone, '9876543210');
      await expect(phone).toBeValid();
      await expect(specBox(dialog)).toBeUndefined();
    });
  },
};

export const DateInThePast: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, { ...booking, preferredDate: daysFromToday(-1) });
    await confirm(dialog);
    await expect(specBox(dialog)).toHaveTextContent('Preferred date cannot be earlier than today');
    await expectErrorSummary(dialog, ['Preferred date cannot be earlier than today']);
    await expect(fields(dialog).preferredDate).toHaveAccessibleDescription('Error: Preferred date cannot be earlier than today');
    await expect(sentRequests).toHaveLength(0);
  },
};

export const Submitting: Story = {
  parameters: { msw: [api.appointments.pending()] },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, booking);
    await confirm(dialog);
    const busy = await within(dialog).findByRole('button', { name: 'Booking...' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(lastSent('/api/appointments')?.body).toEqual(sentBooking));
    await userEvent.click(busy);
    await expect(sentRequests).toHaveLength(1);
  },
};

export const Booked: Story = {
  play: async ({ canvasElement, step }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Book Appointment' });
    const dialog = await openDialog(canvasElement);
    await fill(dialog, booking);
    await confirm(dialog);

    await step('the toast is announced, the dialog closes and focus returns to the opener', async () => {
      await expectToast(canvasElement, 'Appointment booked successfully!', 'polite');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
      await expect(canvasElement.ownerDocument.body).not.toHaveStyle({ overflow: 'hidden' });
    });

    await step('exactly the typed values were sent, the phone as +91XXXXXXXXXX', async () => {
      await expect(sentRequests).toHaveLength(1);
      await expect(lastSent('/api/appointments')?.body).toEqual(sentBooking);
    });

    await step('opening again shows an empty form', async () => {
      const again = await openDialog(canvasElement);
      for (const input of Object.values(fields(again))) await expect(input).toHaveValue('');
    });
  },
};

const failureStory = (message: string): Story['play'] =>
  async function play({ canvasElement }) {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, booking);
    await confirm(dialog);
    await waitFor(() => expect(specBox(dialog)).toHaveTextContent(message));
    await expectToast(canvasElement, message, 'assertive');
    await expect(page(canvasElement).getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible();
    const inputs = fields(dialog);
    for (const name of Object.keys(booking) as (keyof Booking)[]) await expect(inputs[name]).toHaveValue(booking[name]);
    await expect(within(dialog).getByRole('button', { name: 'Confirm Appointment' })).not.toHaveAttribute('aria-disabled');
    await expect(lastSent('/api/appointments')?.body).toEqual(sentBooking);
  };

export const ServerErrorWithMessage: Story = {
  parameters: { msw: [api.appointments.failure(500, { message: 'No doctor is free in that slot', error: 'Internal Server Error' })] },
  play: failureStory('No doctor is free in that slot'),
};

export const ServerErrorWithoutMessage: Story = {
  parameters: { msw: [api.appointments.failure(500)] },
  play: failureStory('Failed to book appointment'),
};

/** A Hindi page: the dialog in Hindi, a Hindi error, then the booking, sent with the spec's English values. */
export const InHindi: Story = {
  globals: { locale: 'hi' },
  play: async ({ canvasElement, step }) => {
    const opener = within(canvasElement).getByRole('button', { name: hindiText.button });
    const dialog = await openDialog(canvasElement, hindiText);
    const inputs = fields(dialog, hindiText);

    await step('the dialog, the phone hint and the options read in Hindi; the options keep their values', async () => {
      await expect(dialog).toHaveAccessibleDescription('बताएँ कि आपके लिए कौन-सा समय ठीक है, हमारी केयर टीम आपकी विज़िट पक्की कर देगी।');
      await expect(inputs.phone).toHaveAccessibleDescription('10 अंकों का नंबर, country code (+91) के बिना');
      const cardiology = within(inputs.department).getByRole('option', { name: 'दिल के रोग (कार्डियोलॉजी)' }) as HTMLOptionElement;
      await expect(cardiology.value).toBe('Cardiology');
      const morning = within(inputs.preferredTime).getByRole('option', { name: 'सुबह 10:00 - 11:00' }) as HTMLOptionElement;
      await expect(morning.value).toBe('10:00 AM - 11:00 AM');
    });

    await step('five digits in the phone: refused in Hindi, nothing sent', async () => {
      await fill(dialog, { fullName: 'आशा राव', email: booking.email, phone: '98765', preferredDate: booking.preferredDate }, hindiText);
      await userEvent.selectOptions(inputs.preferredTime, 'सुबह 10:00 - 11:00');
      await userEvent.selectOptions(inputs.department, 'दिल के रोग (कार्डियोलॉजी)');
      await confirm(dialog, hindiText);
      await waitFor(() => expect(specBox(dialog)).toHaveTextContent('फ़ोन नंबर 10 अंकों का होना चाहिए।'));
      await expect(inputs.phone).toBeInvalid();
      await expect(inputs.phone).toHaveAccessibleDescription(expect.stringContaining('फ़ोन नंबर 10 अंकों का होना चाहिए।'));
      await expect(sentRequests).toHaveLength(0);
    });

    await step('fixed and booked: the toast and its announcement in Hindi, the English option values sent', async () => {
      await typeInto(inputs.phone, booking.phone);
      await confirm(dialog, hindiText);
      await expectToast(canvasElement, 'अपॉइंटमेंट बुक हो गया!', 'polite');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
      await expect(lastSent('/api/appointments')?.body).toEqual({ ...sentBooking, fullName: 'आशा राव' });
    });
  },
};

/** A Hindi page never shows the server's English: an unknown message gives the form's own failure, in Hindi. */
export const InHindiServerError: Story = {
  globals: { locale: 'hi' },
  parameters: { msw: [api.appointments.failure(500, { message: 'No doctor is free in that slot', error: 'Internal Server Error' })] },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement, hindiText);
    await fill(dialog, booking, hindiText);
    await confirm(dialog, hindiText);
    await waitFor(() => expect(specBox(dialog)).toHaveTextContent('अपॉइंटमेंट बुक नहीं हो सका।'));
    await expectToast(canvasElement, 'अपॉइंटमेंट बुक नहीं हो सका।', 'assertive');
    await expect(fields(dialog, hindiText).department).toHaveValue(booking.department);
    await expect(lastSent('/api/appointments')?.body).toEqual(sentBooking);
  },
};
