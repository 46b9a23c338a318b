import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import Button from '@mui/material/Button';
import { DialogShell, type DialogShellProps } from '@/design-system/dialog/dialog-shell';

/** The shell with an opener, as features use it: the opener gets focus back on close. */
function DialogShellHarness(props: Pick<DialogShellProps, 'title' | 'description' | 'ignoreBackdropClick'> & { onClose: DialogShellProps['onClose'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <DialogShell
        {...props}
        open={open}
        onClose={(reason) => {
          props.onClose(reason);
          setOpen(false);
        }}
      >
        <label htmlFor="shell-phone">Phone number</label>
        <input id="shell-phone" type="tel" autoComplete="tel" />
      </DialogShell>
    </>
  );
}

const meta = {
  title: 'Design System/Dialog shell',
  component: DialogShellHarness,
  tags: ['stable'],
  args: { title: 'Need Assistance?', description: 'Leave your number and we will call you back.', onClose: fn() },
} satisfies Meta<typeof DialogShellHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const OpensOnTheFirstField: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Need Assistance?' });
    await expect(dialog).toHaveAccessibleDescription('Leave your number and we will call you back.');
    await waitFor(() => expect(within(dialog).getByLabelText('Phone number')).toHaveFocus());
  },
};

export const EscapeClosesAndReturnsFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    await body(canvasElement).findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledWith('escapeKeyDown');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const CloseIconCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await body(canvasElement).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledWith('closeButton');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const IgnoresClicksOutside: Story = {
  args: { title: 'Book an Appointment', ignoreBackdropClick: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Book an Appointment' });
    // Click the backdrop once the dialog has faded in, as a visitor sees it: mid-fade its opacity is still 0.
    await waitFor(() => expect(dialog).toBeVisible());
    const backdrop = canvasElement.ownerDocument.querySelector<HTMLElement>('.MuiBackdrop-root');
    await userEvent.click(backdrop!);
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};

/** Hindi pages: the close icon is named in Hindi (title and description are the caller's). */
export const InHindi: Story = {
  globals: { locale: 'hi' },
  args: { title: 'मदद चाहिए?', description: 'अपना नंबर दें, हम आपको कॉल करेंगे।' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'मदद चाहिए?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'बंद करें' }));
    await expect(args.onClose).toHaveBeenCalledWith('closeButton');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
