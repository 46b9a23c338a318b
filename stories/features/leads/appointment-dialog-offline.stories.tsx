import type { Meta, StoryObj } from '@storybook/react';
import { expect, within } from 'storybook/test';
import { api } from '@mocks/handlers/api';
import { BookAppointmentButton } from '@/features/leads/components/book-appointment-button';
import { booking, confirm, fields, fill, hindiText, openDialog, sentBooking, type Booking } from './appointment-play';
import { expectToast, page, specBox } from './lead-play';
import { comeBackOnline, expectSavedOffline, keysSentTo, offlineWithNothingSaved, savedRequests, withStorageFull, withWatcher } from './saved-requests';

/** The appointment dialog without network: the booking is kept on the device and sent when the connection returns. */
const meta = {
  title: 'Features/Leads/AppointmentDialogOffline',
  component: BookAppointmentButton,
  parameters: { msw: [api.appointments.networkError()] },
  beforeEach: offlineWithNothingSaved,
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

/** A Hindi page: the saved-on-this-phone notice in Hindi, and a refusal once back online told in Hindi too. */
export const InHindiRefusedWhenBackOnline: Story = {
  globals: { locale: 'hi' },
  parameters: {
    msw: [api.appointments.networkError({ once: true }), api.appointments.failure(400, { message: 'Preferred date cannot be earlier than today', error: 'Bad Request' })],
  },
  decorators: [withWatcher],
  play: async ({ canvasElement, step }) => {
    const dialog = await openDialog(canvasElement, hindiText);
    await step('no network: kept on the device, said in Hindi', async () => {
      await fill(dialog, booking, hindiText);
      await confirm(dialog, hindiText);
      const saved = 'इंटरनेट कनेक्शन नहीं है। हमने आपका अनुरोध इस फ़ोन पर सेव कर लिया है और आपके online होते ही इसे भेज देंगे।';
      await expectToast(canvasElement, saved, 'polite');
      await expect(within(dialog).getByRole('status')).toHaveTextContent(saved);
      await expect((await savedRequests())[0]?.body).toEqual(sentBooking);
    });
    await step("back online, the server's English refusal is shown in Hindi", async () => {
      const pastDate = 'पसंद की तारीख आज से पहले की नहीं हो सकती।';
      await comeBackOnline(() => expect(specBox(dialog)).toHaveTextContent(pastDate));
      await expectToast(canvasElement, `आपका सेव किया गया अपॉइंटमेंट अनुरोध नहीं भेजा जा सका: ${pastDate}`, 'assertive');
      await expect(fields(dialog, hindiText).fullName).toHaveValue(booking.fullName);
    });
  },
};
