import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useToast } from '@/design-system/toast/use-toast';

/** Buttons that raise toasts through the app's ToastProvider (mounted by the preview decorator). */
function ToastTrigger({ message, variant, duration }: { message: string; variant: 'success' | 'error' | 'info'; duration?: number }) {
  const toast = useToast();
  return (
    <Stack direction="row" spacing={2}>
      <Button variant="contained" onClick={() => toast[variant](message, { duration })}>
        Show toast
      </Button>
      <Button variant="outlined">Somewhere else</Button>
    </Stack>
  );
}

/** A modal dialog whose button raises a toast, as a form inside a dialog does on failure. */
function ToastFromDialog() {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog open={open} aria-labelledby="toast-dialog-title">
        <DialogTitle id="toast-dialog-title">Need Assistance?</DialogTitle>
        <Button onClick={() => toast.error('Error requesting callback')}>Request callback</Button>
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Design System/Toast',
  component: ToastTrigger,
  tags: ['stable'],
  args: { message: 'Appointment booked successfully!', variant: 'success', duration: 3000 },
} satisfies Meta<typeof ToastTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const SuccessIsAnnouncedPolitely: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await expect(await page(canvasElement).findByText('Appointment booked successfully!', { selector: 'p' })).toBeVisible();
    await waitFor(() => expect(page(canvasElement).getByTestId('live-polite')).toHaveTextContent('Appointment booked successfully!'));
  },
};

export const ErrorIsAnnouncedAssertively: Story = {
  args: { message: 'Failed to book appointment', variant: 'error', duration: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    await waitFor(() => expect(page(canvasElement).getByTestId('live-assertive')).toHaveTextContent('Failed to book appointment'));
  },
};

/** Alt+T takes focus to the newest toast, which then stays; closing it gives focus back to where it was. */
export const AltTFocusesAndEscapeDismisses: Story = {
  args: { message: 'Submitted Successfully!', variant: 'info', duration: 10000 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const text = await page(canvasElement).findByText('Submitted Successfully!', { selector: 'p' });
    const elsewhere = within(canvasElement).getByRole('button', { name: 'Somewhere else' });
    elsewhere.focus();
    await userEvent.keyboard('{Alt>}t{/Alt}');
    const toast = text.closest('[data-toast]');
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(page(canvasElement).getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(elsewhere).toHaveFocus();
    await waitFor(() => expect(page(canvasElement).queryByText('Submitted Successfully!', { selector: 'p' })).not.toBeInTheDocument());
  },
};

export const AnnouncedWhileADialogIsOpen: Story = {
  render: () => <ToastFromDialog />,
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    await userEvent.click(await body.findByRole('button', { name: 'Request callback' }));
    const assertive = body.getByTestId('live-assertive');
    await waitFor(() => expect(assertive).toHaveTextContent('Error requesting callback'));
    await expect(assertive.closest('[aria-hidden="true"]')).toBeNull();
  },
};

/** Hindi pages: the toasts' landmark and dismiss button are named in Hindi (the message is the caller's). */
export const InHindi: Story = {
  globals: { locale: 'hi' },
  args: { message: 'अपॉइंटमेंट बुक हो गया!', variant: 'success', duration: 10000 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const body = page(canvasElement);
    const region = await body.findByRole('complementary', { name: 'सूचनाएँ' });
    await expect(await within(region).findByText('अपॉइंटमेंट बुक हो गया!', { selector: 'p' })).toBeVisible();
    await waitFor(() => expect(body.getByTestId('live-polite')).toHaveTextContent('अपॉइंटमेंट बुक हो गया!'));
    await userEvent.click(within(region).getByRole('button', { name: 'सूचना हटाएँ' }));
    await waitFor(() => expect(body.queryByText('अपॉइंटमेंट बुक हो गया!', { selector: 'p' })).not.toBeInTheDocument());
  },
};
