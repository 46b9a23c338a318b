import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import Button from '@mui/material/Button';
import { headerMessages } from '@/app/layout/header/header-messages';
import { MobileMenu } from '@/app/layout/header/mobile-menu';
import { mobileMenuContent } from '@/app/layout/header/mobile-menu-content';

/** The small-screen menu with a stand-in toggle, so it can be exercised at any viewport. */
function MobileMenuHarness({ loggedIn }: { loggedIn: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button aria-expanded={open} aria-controls="mobile-menu" onClick={() => setOpen(true)}>
        {headerMessages.openMenu}
      </Button>
      <MobileMenu id="mobile-menu" open={open} onClose={close} {...mobileMenuContent(loggedIn, close)} />
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

/** The menu's top bar offers the same page in Hindi. */
export const LanguageSwitchToHindi: Story = {
  parameters: { route: { path: '/about', initialEntry: '/about#team' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const dialog = await body.findByRole('dialog', { name: 'Our Services' });
    const languageSwitch = within(dialog).getByRole('link', { name: 'हिन्दी' });
    await expect(languageSwitch).toHaveAttribute('lang', 'hi');
    await expect(languageSwitch).toHaveAttribute('hreflang', 'hi-IN');
    await expect(languageSwitch).toHaveAttribute('href', '/hi/about#team');
  },
};

export const InHindi: Story = {
  globals: { locale: 'hi' },
  parameters: { route: { path: '/about', initialEntry: '/about?from=menu' } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const toggle = within(canvasElement).getByRole('button', { name: 'मेन्यू खोलें' });
    await userEvent.click(toggle);
    const dialog = within(await body.findByRole('dialog', { name: 'हमारी सेवाएँ' }));
    await expect(await dialog.findByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute('href', '/about');
    await expect(dialog.getByRole('link', { name: 'संपर्क करें' })).toHaveAttribute('href', '/contact');
    await expect(dialog.getByRole('link', { name: 'रजिस्ट्रेशन फ़ॉर्म' })).toHaveAttribute('href', '/onboard-form');
    await expect(dialog.getByRole('link', { name: 'लॉगिन/साइन अप' })).toHaveAttribute('href', '/auth');
    const languageSwitch = dialog.getByRole('link', { name: 'English' });
    await expect(languageSwitch).toHaveAttribute('lang', 'en');
    await expect(languageSwitch).toHaveAttribute('hreflang', 'en-IN');
    await expect(languageSwitch).toHaveAttribute('href', '/about?from=menu');
    await userEvent.click(dialog.getByRole('button', { name: 'मेन्यू बंद करें' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

export const LoggedInInHindi: Story = {
  args: { loggedIn: true },
  globals: { locale: 'hi' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'मेन्यू खोलें' }));
    const dialog = await body.findByRole('dialog', { name: 'हमारी सेवाएँ' });
    await expect(within(dialog).getByRole('button', { name: 'लॉगआउट' })).toBeVisible();
  },
};
