import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { api } from '@mocks/handlers/api';
import { sentRequests } from '@mocks/handlers/api-call';
import { BookAppointmentButton } from '@/features/leads/components/book-appointment-button';
import { booking, confirm, fields, fill, openDialog } from './appointment-play';
import { page, specBox } from './lead-play';

/** How the appointment dialog closes: X and Escape clear it, a click outside keeps what was typed. */
const meta = {
  title: 'Features/Leads/AppointmentDialogClosing',
  component: BookAppointmentButton,
  beforeEach: () => {
    sentRequests.length = 0;
  },
} satisfies Meta<typeof BookAppointmentButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CloseClearsFormAndError: Story = {
  parameters: { msw: [api.appointments.failure(503)] },
  play: async ({ canvasElement, step }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Book Appointment' });
    const dialog = await openDialog(canvasElement);
    await fill(dialog, booking);
    await confirm(dialog);
    await waitFor(() => expect(specBox(dialog)).toHaveTextContent('Failed to book appointment'));

    await step('the close icon closes it and focus returns to the opener', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
      await waitFor(() => expect(opener).toHaveFocus());
    });

    await step('reopened: the fields are empty and the error is gone', async () => {
      const again = await openDialog(canvasElement);
      for (const input of Object.values(fields(again))) await expect(input).toHaveValue('');
      await expect(specBox(again)).toBeUndefined();
    });
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Book Appointment' });
    const dialog = await openDialog(canvasElement);
    await waitFor(() => expect(fields(dialog).fullName).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const ClickOutsideKeepsWhatWasTyped: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await fill(dialog, { fullName: 'Asha Rao' });
    const backdrop = canvasElement.ownerDocument.querySelector('.MuiBackdrop-root');
    await expect(backdrop).not.toBeNull();
    if (backdrop) await userEvent.click(backdrop);
    await expect(dialog).toBeInTheDocument();
    await expect(fields(dialog).fullName).toHaveValue('Asha Rao');
  },
};

export const ReopenedWhileClosingStartsEmpty: Story = {
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Book Appointment' });
    const dialog = await openDialog(canvasElement);
    await fill(dialog, { fullName: 'Asha Rao' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(opener);
    await waitFor(() => expect(within(page(canvasElement).getByRole('dialog')).getByRole('textbox', { name: 'Full Name' })).toHaveValue(''));
  },
};
