import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Button from '@mui/material/Button';
import { MobileMenu } from '@/app/layout/header/mobile-menu';

/** The small-screen menu with a stand-in toggle, so it can be exercised at any viewport. */
function MobileMenuHarness({ loggedIn }: { loggedIn: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button aria-expanded={open} aria-controls="mobile-menu" onClick={() => setOpen(true)}>
        Open menu
      </Button>
      <MobileMenu id="mobile-menu" open={open} onClose={() => setOpen(false)} loggedIn={loggedIn} />
    </>
  );
}

const meta = {
  title: 'App/Mobile menu',
  component: MobileMenuHarness,
  args: { loggedIn: false },
} satisfies Meta<typeof MobileMenuHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const toggle = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    const dialog = await body.findByRole('dialog', { name: 'Our Services' });
    await waitFor(() => expect(within(dialog).getAllByRole('link', { name: /./ }).length).toBeGreaterThanOrEqual(13));
    await expect(canvasElement.ownerDocument.body).toHaveStyle({ overflow: 'hidden' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

export const ChoosingAnItemCloses: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const dialog = await body.findByRole('dialog', { name: 'Our Services' });
    await userEvent.click(await within(dialog).findByRole('link', { name: 'Medicines' }));
    await expect(await body.findByText('Navigated to /medicines')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const dialog = await body.findByRole('dialog', { name: 'Our Services' });
    await expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(within(dialog).queryByRole('link', { name: 'Login/Signup' })).not.toBeInTheDocument();
  },
};
