import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PlainButton } from '@/design-system/button/plain-button';
import { ConfirmDialog, type ConfirmDialogProps } from '@/design-system/dialog/confirm-dialog';

type HarnessProps = Pick<ConfirmDialogProps, 'title' | 'description' | 'confirmLabel' | 'busyLabel' | 'cancelLabel' | 'tone' | 'busy' | 'onConfirm'>;

/** The dialog with its opener, as a feature uses it: focus goes back to the opener when it closes. */
function ConfirmDialogHarness(props: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PlainButton variant="outlined" tone="error" onClick={() => setOpen(true)}>
        Delete request
      </PlainButton>
      <ConfirmDialog {...props} open={open} onCancel={() => setOpen(false)} />
    </>
  );
}

const meta = {
  title: 'Design System/Confirm dialog',
  component: ConfirmDialogHarness,
  tags: ['experimental'],
  args: {
    title: 'Delete this request?',
    description: 'It will be erased for good.',
    confirmLabel: 'Delete',
    busyLabel: 'Deleting…',
    cancelLabel: 'Cancel',
    tone: 'error',
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDialogHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete request' }));
  return body(canvasElement).findByRole('dialog', { name: 'Delete this request?' });
};

/** Named by its question, described by what confirming does, opening on the harmless choice. */
export const OpensOnCancel: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await expect(dialog).toHaveAccessibleDescription('It will be erased for good.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Delete request' })).toHaveFocus());
  },
};

export const Confirms: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: 'Delete request' })).toHaveFocus());
  },
};

/** While the action runs, the button says so and a second press does nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    const button = within(dialog).getByRole('button', { name: 'Deleting…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
