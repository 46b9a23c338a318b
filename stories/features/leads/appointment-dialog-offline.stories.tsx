import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { api } from '@mocks/handlers/api';
import { sentRequests } from '@mocks/handlers/api-call';
import { BookAppointmentButton } from '@/features/leads/components/book-appointment-button';
import { booking, confirm, fields, fill, openDialog, sentBooking, type Booking } from './appointment-play';
import { expectToast, page, specBox } from './lead-play';
import { comeBackOnline, expectSavedOffline, keysSentTo, savedRequests, withNoSavedRequests, withStorageFull, withWatcher } from './saved-requests';

/** The appointment dialog without network: the booking is kept on the device and sent when the connection returns. */
const meta = {
  title: 'Features/Leads/AppointmentDialogOffline',
  component: BookAppointmentButton,
  parameters: { msw: [api.appointments.networkError()] },
  beforeEach: async () => {
    sentRequests.length = 0;
    return withNoSavedRequests();
  },
} satisfies Meta<typeof BookAppointmentButton>;

export default meta;
type Story = StoryObj<typeof meta>;

async function bookOffline(canvasElement: HTMLElement) {
  const dialog = await openDialog(canvasElement);
  await fill(dialog, booking);
  await confirm(dialog);
  await expectSavedOffline(canvasElement, dialog, '/api/appointments', 'appointment');
  return dialog;
}

async function expectEverythingKept(dialog: HTMLElement) {
  const inputs = fields(dialog);
  for (const name of Object.keys(booking) as (keyof Booking)[]) await expect(inputs[name]).toHaveValue(booking[name]);
}

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await bookOffline(canvasElement);
    await expect(page(canvasElement).getByRole('dialog', { name: 'Book an Appointment' })).toBeVisible();
    await expectEverythingKept(dialog);
    await expect(within(dialog).getByRole('button', { name: 'Confirm Appointment' })).not.toHaveAttribute('aria-disabled');
    await expect((await savedRequests())[0]?.body).toEqual(sentBooking);
  },
};

export const SentWhenBackOnline: Story = {
  parameters: { msw: [api.appointments.networkError({ once: true })] },
  decorators: [withWatcher],
  play: async ({ canvasElement }) => {
    const dialog = await bookOffline(canvasElement);
    await comeBackOnline(async () => expect(await savedRequests()).toEqual([]));
    const [offline, online] = keysSentTo('/api/appointments');
    await expect(online).toBe(offline);
    await expectToast(canvasElement, 'Your appointment request has been sent.', 'polite');
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Your appointment request has been sent.');
    await expect(fields(dialog).fullName).toHaveValue('');
  },
};

export const RefusedWhenBackOnline: Story = {
  parameters: {
    msw: [api.appointments.networkError({ once: true }), api.appointments.failure(400, { message: 'Preferred date cannot be earlier than today', error: 'Bad Request' })],
  },
  decorators: [withWatcher],
  play: async ({ canvasElement }) => {
    const dialog = await bookOffline(canvasElement);
    await comeBackOnline(() => expect(specBox(dialog)).toHaveTextContent('Preferred date cannot be earlier than today'));
    await expectToast(canvasElement, 'Your saved appointment request could not be sent: Preferred date cannot be earlier than today', 'assertive');
    await expectEverythingKept(dialog);
  },
};

/** The device cannot keep it either (storage full): the spec's network failure, as before issue 23. */
export const StorageFull: Story = {
  beforeEach: withStorageFull,
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, booking);
    await confirm(dialog);
    await expectToast(canvasElement, 'Failed to fetch', 'assertive');
    await expect(specBox(dialog)).toHaveTextContent('Failed to fetch');
    await expectEverythingKept(dialog);
    await expect(await savedRequests()).toEqual([]);
  },
};
